import { Card } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { usePaging } from '../panel-ui/paging.ts';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { useAdminWithdrawals } from './api/admin-withdrawals.ts';
import { BulkApproveBar } from './bulk-approve-bar.tsx';
import { useQueueSelection } from './use-queue-selection.ts';
import { WithdrawalDrawer } from './withdrawal-drawer.tsx';
import {
  defaultQueueFilters,
  type QueueFilterState,
  toQueueFilters,
} from './withdrawal-filter-state.ts';
import { WithdrawalsCards } from './withdrawals-cards.tsx';
import { WithdrawalsFilters } from './withdrawals-filters.tsx';
import { WithdrawalsTable } from './withdrawals-table.tsx';

/** Admin → Management → Withdrawals: the queue, bulk approval, and one withdrawal in a drawer. */
export default function WithdrawalsPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [filterState, setFilterState] = useState<QueueFilterState>(defaultQueueFilters);
  // Typed search waits for a pause before asking the server.
  const [search] = useDebouncedValue(filterState.search, 300);
  const { paging, setPage, setPageSize, firstPage } = usePaging();
  const queue = useAdminWithdrawals(toQueueFilters({ ...filterState, search }), paging);
  const selection = useQueueSelection(queue.data?.items ?? []);
  const openId = params.get('withdrawal');
  const phone = useMediaQuery('(max-width: 47.99em)', false);

  const setOpen = (id: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (id) next.set('withdrawal', id);
      else next.delete('withdrawal');
      return next;
    });

  return (
    <>
      <PanelHeader
        title={t('admin.panels.withdrawals')}
        description={t('adminWithdrawals.description')}
      />
      <WithdrawalsFilters
        value={filterState}
        onChange={(next) => {
          setFilterState(next);
          firstPage();
        }}
      />
      <BulkApproveBar rows={queue.data?.items ?? []} selection={selection} />
      {queue.isError && !queue.data ? (
        <LoadError
          title={t('adminWithdrawals.errors.load')}
          error={queue.error}
          onRetry={() => void queue.refetch()}
          retrying={queue.isFetching}
        />
      ) : phone ? (
        <WithdrawalsCards
          rows={queue.data?.items}
          loading={queue.isPending}
          selection={selection}
          onOpen={setOpen}
        />
      ) : (
        <Card padding={0}>
          <WithdrawalsTable
            rows={queue.data?.items}
            loading={queue.isPending}
            selection={selection}
            onOpen={setOpen}
          />
        </Card>
      )}
      {queue.data ? (
        <TablePagination
          total={queue.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      ) : null}
      <WithdrawalDrawer withdrawalId={openId} onClose={() => setOpen(null)} />
    </>
  );
}
