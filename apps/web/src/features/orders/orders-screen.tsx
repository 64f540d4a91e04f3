import { Button, Card } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PageSize } from '@repasse/core/contract/pagination';
import { IconFileSpreadsheet, IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ListEmptyState, PagedQueryBody } from '../../shared/ui/paged-query-body.tsx';
import { TablePagination } from '../../shared/ui/table-pagination.tsx';
import { useExportOrdersCsv, useOrders } from './api/orders.ts';
import {
  isOrdersFiltered,
  noOrderFilters,
  type OrderFilterState,
  toOrderFilters,
} from './order-filter-state.ts';
import { OrdersFilters } from './orders-filters.tsx';
import { OrdersTable } from './orders-table.tsx';

/** The seller's orders: filters, a paginated table ("all" included) and a CSV export. */
export function OrdersScreen() {
  const { t } = useTranslation();
  const [filterState, setFilterState] = useState<OrderFilterState>(noOrderFilters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('25');
  const [filtersKey, setFiltersKey] = useState(0);
  const filters = toOrderFilters(filterState);
  const orders = useOrders({ ...filters, page, pageSize });
  const exportCsv = useExportOrdersCsv();
  const filtered = isOrdersFiltered(filterState);

  const changeFilters = (next: OrderFilterState) => {
    setFilterState(next);
    setPage(1);
  };
  const download = () =>
    exportCsv.mutate(filters, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('orders.export.error'),
          message: error.message,
          closeButtonProps: { 'aria-label': t('common.close') },
        }),
    });

  return (
    <>
      <PageHeader
        title={t('orders.title')}
        description={t('orders.description')}
        actions={
          <Button
            variant="default"
            leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
            loading={exportCsv.isPending}
            onClick={download}
          >
            {t('orders.export.button')}
          </Button>
        }
      />
      <Card>
        <OrdersFilters key={filtersKey} value={filterState} onChange={changeFilters} />
        <PagedQueryBody
          query={orders}
          loadErrorTitle={t('orders.loadError')}
          empty={
            <ListEmptyState
              icon={<IconReceiptOff size={24} stroke={1.5} aria-hidden />}
              title={t(filtered ? 'orders.empty.filtered' : 'orders.empty.title')}
              description={t(
                filtered ? 'orders.empty.filteredDescription' : 'orders.empty.description',
              )}
              clear={
                filtered
                  ? {
                      label: t('orders.empty.clear'),
                      onClick: () => {
                        changeFilters(noOrderFilters);
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
              <OrdersTable orders={data.items} />
              <TablePagination
                page={page}
                pageSize={pageSize}
                total={data.total}
                totalExact={data.totalExact}
                onPageChange={setPage}
                onPageSizeChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
              />
            </>
          )}
        </PagedQueryBody>
      </Card>
    </>
  );
}
