import { Button, Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { PageSize } from '@repasse/core/contract/pagination';
import { IconFileSpreadsheet, IconFilterOff, IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
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
        <Stack mt="md" gap={0} aria-busy={orders.isFetching}>
          {orders.isPending ? (
            <Stack gap="xs" aria-label={t('app.loading')}>
              {[0, 1, 2, 3, 4].map((row) => (
                <Skeleton key={row} h={36} />
              ))}
            </Stack>
          ) : orders.isError ? (
            <LoadError
              title={t('orders.loadError')}
              error={orders.error}
              onRetry={() => void orders.refetch()}
              retrying={orders.isFetching}
            />
          ) : orders.data.items.length === 0 ? (
            <EmptyState
              py="xl"
              size="sm"
              icon={<IconReceiptOff size={24} stroke={1.5} aria-hidden />}
              title={t(filtered ? 'orders.empty.filtered' : 'orders.empty.title')}
              description={t(
                filtered ? 'orders.empty.filteredDescription' : 'orders.empty.description',
              )}
            >
              {filtered ? (
                <EmptyState.Actions>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconFilterOff size={14} aria-hidden />}
                    onClick={() => {
                      changeFilters(noOrderFilters);
                      setFiltersKey((key) => key + 1);
                    }}
                  >
                    {t('orders.empty.clear')}
                  </Button>
                </EmptyState.Actions>
              ) : null}
            </EmptyState>
          ) : (
            <>
              <OrdersTable orders={orders.data.items} />
              <TablePagination
                page={page}
                pageSize={pageSize}
                total={orders.data.total}
                onPageChange={setPage}
                onPageSizeChange={(size) => {
                  setPageSize(size);
                  setPage(1);
                }}
              />
            </>
          )}
        </Stack>
      </Card>
    </>
  );
}
