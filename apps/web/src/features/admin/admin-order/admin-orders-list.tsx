import { Card } from '@mantine/core';
import { pageSizes } from '@repasse/core/contract/pagination';
import { IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ListEmptyState, PagedQueryBody } from '../../../shared/ui/paged-query-body.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { isOrdersFiltered, noOrderFilters } from '../../orders/order-filter-state.ts';
import { OrdersFilters } from '../../orders/orders-filters.tsx';
import { AdminOrdersHeader } from './admin-orders-header.tsx';
import {
  type AdminOrdersView,
  adminOrdersQuery,
  readAdminOrdersParams,
  writeAdminOrdersParams,
} from './admin-orders-params.ts';
import { AdminOrdersTable } from './admin-orders-table.tsx';
import { useAdminOrders } from './api/admin-orders.ts';

const wholeListSizes = pageSizes.filter((size) => size !== 'all');

/**
 * /admin-order?seller=…, ?product=… or ?mode=…: every seller's orders, or one seller's or one
 * product's, with the order filters; the address holds them all, so a link lands on the same list.
 */
export function AdminOrdersList() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const view = readAdminOrdersParams(params, new Date());
  const [filtersKey, setFiltersKey] = useState(0);
  const orders = useAdminOrders(adminOrdersQuery(view));
  const narrowed = Boolean(view.seller || view.product);
  const filtered = isOrdersFiltered(view.filters);
  const show = (next: Partial<AdminOrdersView>) =>
    setParams(writeAdminOrdersParams({ ...view, page: 1, ...next }));

  return (
    <>
      <AdminOrdersHeader
        view={view}
        page={orders.data}
        failed={orders.isError}
        onModeChange={(mode) => show({ mode })}
      />
      <Card>
        <OrdersFilters
          key={filtersKey}
          value={view.filters}
          onChange={(filters) => show({ filters })}
        />
        <PagedQueryBody
          query={orders}
          loadErrorTitle={t('adminOrder.list.loadError')}
          empty={
            <ListEmptyState
              icon={<IconReceiptOff size={24} stroke={1.5} aria-hidden />}
              title={t(filtered ? 'orders.empty.filtered' : 'adminOrder.list.empty.title')}
              description={t(
                filtered ? 'orders.empty.filteredDescription' : 'adminOrder.list.empty.description',
              )}
              clear={
                filtered
                  ? {
                      label: t('orders.empty.clear'),
                      onClick: () => {
                        show({ filters: noOrderFilters });
                        setFiltersKey((key) => key + 1);
                      },
                    }
                  : undefined
              }
            />
          }
        >
          {(data) => (
            <>
              <AdminOrdersTable orders={data.items} showSeller={!narrowed} />
              <TablePagination
                page={view.page}
                pageSize={view.pageSize}
                total={data.total}
                totalExact={data.totalExact}
                sizes={narrowed ? pageSizes : wholeListSizes}
                onPageChange={(page) => show({ page })}
                onPageSizeChange={(pageSize) => show({ pageSize })}
              />
            </>
          )}
        </PagedQueryBody>
      </Card>
    </>
  );
}
