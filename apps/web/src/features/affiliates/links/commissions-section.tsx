import { Button, Card, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { commissionStatuses } from '@repasse/core/contract/affiliates';
import type { PageSize } from '@repasse/core/contract/pagination';
import { IconFileSpreadsheet, IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { ListEmptyState, PagedQueryBody } from '../../../shared/ui/paged-query-body.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import type { AffiliatePeriod } from '../api/affiliate-keys.ts';
import { useCommissions, useExportCommissionsCsv } from '../api/commissions.ts';
import {
  type CommissionFilterState,
  isCommissionFiltered,
  noCommissionFilters,
  toCommissionFilters,
} from './commission-filter-state.ts';
import { CommissionsCards, CommissionsTable } from './commissions-list.tsx';

type CommissionsSectionProps = {
  period: AffiliatePeriod;
  /** The products the caller promotes, for the product filter. */
  products: { id: string; name: string }[];
};

/** The sales the caller earned a commission on in the period, filtered, paged and as CSV. */
export function CommissionsSection({ period, products }: CommissionsSectionProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [filterState, setFilterState] = useState<CommissionFilterState>(noCommissionFilters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('25');
  const filters = toCommissionFilters(filterState, period);
  const commissions = useCommissions({ ...filters, page, pageSize });
  const exportCsv = useExportCommissionsCsv();
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const filtered = isCommissionFiltered(filterState);
  const change = (next: CommissionFilterState) => {
    setFilterState(next);
    setPage(1);
  };
  const download = () =>
    exportCsv.mutate(filters, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('affiliates.commissions.exportError'),
          message: error.message,
          closeButtonProps: { 'aria-label': t('common.close') },
        }),
    });
  const totals = commissions.data?.totals;

  return (
    <Card component="section" aria-labelledby="affiliate-commissions-title">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Stack gap={2}>
          <Text id="affiliate-commissions-title" component="h2" fz="lg" fw={700} m={0}>
            {t('affiliates.commissions.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {totals
              ? t('affiliates.commissions.totals', {
                  pending: money(totals.pending),
                  available: money(totals.available),
                  reversed: money(totals.reversed),
                })
              : t('affiliates.commissions.description')}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={exportCsv.isPending}
          onClick={download}
        >
          {t('affiliates.commissions.export')}
        </Button>
      </Group>
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="sm"
        role="search"
        aria-label={t('affiliates.commissions.filtersLabel')}
      >
        <NativeSelect
          label={t('affiliates.commissions.status')}
          value={filterState.status}
          onChange={(event) =>
            change({
              ...filterState,
              status: event.currentTarget.value as CommissionFilterState['status'],
            })
          }
          data={[
            { value: '', label: t('affiliates.commissions.allStatuses') },
            ...commissionStatuses.map((status) => ({
              value: status,
              label: t(`affiliates.commissionStatus.${status}`),
            })),
          ]}
        />
        <NativeSelect
          label={t('affiliates.commissions.product')}
          value={filterState.productId}
          onChange={(event) => change({ ...filterState, productId: event.currentTarget.value })}
          data={[
            { value: '', label: t('affiliates.commissions.allProducts') },
            ...products.map((product) => ({ value: product.id, label: product.name })),
          ]}
        />
      </SimpleGrid>
      <PagedQueryBody
        query={commissions}
        loadErrorTitle={t('affiliates.commissions.loadError')}
        skeleton={{ rows: 3, height: 44 }}
        empty={
          <ListEmptyState
            icon={<IconReceiptOff size={24} stroke={1.5} aria-hidden />}
            title={t(
              filtered ? 'affiliates.commissions.emptyFiltered' : 'affiliates.commissions.empty',
            )}
            description={t(
              filtered
                ? 'affiliates.commissions.emptyFilteredDescription'
                : 'affiliates.commissions.emptyDescription',
            )}
            clear={
              filtered
                ? {
                    label: t('affiliates.commissions.clear'),
                    onClick: () => change(noCommissionFilters),
                  }
                : undefined
            }
          />
        }
      >
        {(data) => (
          <>
            {phone ? (
              <CommissionsCards rows={data.items} />
            ) : (
              <CommissionsTable rows={data.items} />
            )}
            <TablePagination
              page={page}
              pageSize={pageSize}
              total={data.total}
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
  );
}
