import { Card } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { usePaging } from '../panel-ui/paging.ts';
import { useAdminRecoveryBalances } from './api/admin-recovery-balances.ts';
import { RecoveryBalancesCards } from './recovery-balances-cards.tsx';
import { RecoveryBalancesTable } from './recovery-balances-table.tsx';
import { RecoverySearch } from './recovery-search.tsx';

/** Every seller's recovery balance, what they topped up and spent, searched by name or email. */
export function RecoveryBalancesSection() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  // Typed search waits for a pause before asking the server.
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const { paging, setPage, setPageSize, firstPage } = usePaging();
  const balances = useAdminRecoveryBalances(paging, debouncedSearch);
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const searching = debouncedSearch !== '';

  return (
    <>
      <RecoverySearch
        value={search}
        onChange={(value) => {
          setSearch(value);
          firstPage();
        }}
      />
      {balances.isError && !balances.data ? (
        <LoadError
          title={t('adminRecovery.errors.load')}
          error={balances.error}
          onRetry={() => void balances.refetch()}
          retrying={balances.isFetching}
        />
      ) : phone ? (
        <RecoveryBalancesCards
          rows={balances.data?.items}
          loading={balances.isPending}
          searching={searching}
        />
      ) : (
        <Card padding={0}>
          <RecoveryBalancesTable
            rows={balances.data?.items}
            loading={balances.isPending}
            searching={searching}
          />
        </Card>
      )}
      {balances.data ? (
        <TablePagination
          total={balances.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      ) : null}
    </>
  );
}
