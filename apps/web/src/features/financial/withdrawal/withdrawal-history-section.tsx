import { Card, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PageSize } from '@repasse/core/contract/pagination';
import type { Withdrawal } from '@repasse/core/contract/withdrawals';
import { IconCashOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ListEmptyState, PagedQueryBody } from '../../../shared/ui/paged-query-body.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { useWithdrawals } from '../api/withdrawals.ts';
import { WithdrawalDetailModal } from './withdrawal-detail-modal.tsx';
import {
  isFiltered,
  noWithdrawalFilters,
  toWithdrawalFilters,
  type WithdrawalFilterState,
} from './withdrawal-filter-state.ts';
import { WithdrawalHistoryFilters } from './withdrawal-history-filters.tsx';
import { WithdrawalHistoryList } from './withdrawal-history-list.tsx';
import { WithdrawalHistoryTable } from './withdrawal-history-table.tsx';

/** The seller's withdrawals: filters, a paginated table ("all" included), a timeline per row. */
export function WithdrawalHistorySection() {
  const { t } = useTranslation();
  const [filterState, setFilterState] = useState<WithdrawalFilterState>(noWithdrawalFilters);
  // Clearing the filters remounts the controls, so their own state (a custom range) resets too.
  const [filtersKey, setFiltersKey] = useState(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('10');
  const [opened, setOpened] = useState<Withdrawal | null>(null);
  const history = useWithdrawals({ ...toWithdrawalFilters(filterState), page, pageSize });
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const filtered = isFiltered(filterState);

  const changeFilters = (next: WithdrawalFilterState) => {
    setFilterState(next);
    setPage(1);
  };

  return (
    <Card component="section" aria-labelledby="withdrawals-title">
      <Stack gap={2} mb="md">
        <Text id="withdrawals-title" component="h2" fz="lg" fw={700} m={0}>
          {t('withdrawals.history.title')}
        </Text>
        <Text size="sm" c="dimmed">
          {t('withdrawals.history.description')}
        </Text>
      </Stack>
      <WithdrawalHistoryFilters key={filtersKey} value={filterState} onChange={changeFilters} />
      <PagedQueryBody
        query={history}
        loadErrorTitle={t('withdrawals.history.loadError')}
        skeleton={{ rows: 3, height: 40 }}
        empty={
          <ListEmptyState
            icon={<IconCashOff size={24} stroke={1.5} aria-hidden />}
            title={t(filtered ? 'withdrawals.history.emptyFiltered' : 'withdrawals.history.empty')}
            description={t(
              filtered
                ? 'withdrawals.history.emptyFilteredDescription'
                : 'withdrawals.history.emptyDescription',
            )}
            clear={
              filtered
                ? {
                    label: t('withdrawals.history.clearFilters'),
                    onClick: () => {
                      changeFilters(noWithdrawalFilters);
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
            {phone ? (
              <WithdrawalHistoryList rows={data.items} onOpen={setOpened} />
            ) : (
              <WithdrawalHistoryTable rows={data.items} onOpen={setOpened} />
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
      <WithdrawalDetailModal opened={opened} onClose={() => setOpened(null)} />
    </Card>
  );
}
