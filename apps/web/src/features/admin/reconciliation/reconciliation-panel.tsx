import { Badge, Card, Group, SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Discrepancy, DiscrepancyStatus } from '@repasse/core/contract/reconciliation';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { usePaging } from '../panel-ui/paging.ts';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { useDiscrepancies } from './api/discrepancies.ts';
import { DiscrepanciesCards } from './discrepancies-cards.tsx';
import { DiscrepanciesTable } from './discrepancies-table.tsx';
import { ResolveDiscrepancyModal } from './resolve-discrepancy-modal.tsx';

/**
 * Admin → Management → Reconciliation: acquirer notices the server held because they did not match
 * the ledger. Open ones wait for an admin to check and resolve them with a note. The URL keeps the
 * status, so coming back from an order lands on the same list.
 */
export default function ReconciliationPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const status: DiscrepancyStatus = params.get('status') === 'resolved' ? 'resolved' : 'open';
  const { paging, setPage, setPageSize, firstPage } = usePaging();
  const held = useDiscrepancies(status, paging);
  const [resolving, setResolving] = useState<Discrepancy | null>(null);
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const open = held.data?.open;

  const setStatus = (next: string) => {
    firstPage();
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('status', next);
      return updated;
    });
  };

  return (
    <>
      <PanelHeader
        title={t('admin.panels.reconciliation')}
        description={t('adminReconciliation.description')}
      />
      <SegmentedControl
        mb="md"
        aria-label={t('adminReconciliation.filters.status')}
        size={phone ? 'xs' : 'sm'}
        fullWidth={phone}
        value={status}
        onChange={setStatus}
        data={[
          {
            value: 'open',
            label: (
              <Group gap={6} wrap="nowrap" justify="center">
                {t('adminReconciliation.filters.open')}
                {open === undefined ? null : (
                  <Badge
                    size="sm"
                    circle={open < 10}
                    variant={open > 0 ? 'filled' : 'light'}
                    color={open > 0 ? 'orange.9' : 'gray'}
                  >
                    {open}
                  </Badge>
                )}
              </Group>
            ),
          },
          { value: 'resolved', label: t('adminReconciliation.filters.resolved') },
        ]}
      />
      {held.isError && !held.data ? (
        <LoadError
          title={t('adminReconciliation.loadError')}
          error={held.error}
          onRetry={() => void held.refetch()}
          retrying={held.isFetching}
        />
      ) : phone ? (
        <DiscrepanciesCards
          status={status}
          rows={held.data?.items}
          loading={held.isPending}
          onResolve={setResolving}
        />
      ) : (
        <Card padding={0}>
          <DiscrepanciesTable
            status={status}
            rows={held.data?.items}
            loading={held.isPending}
            onResolve={setResolving}
          />
        </Card>
      )}
      {held.data ? (
        <TablePagination
          total={held.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      ) : null}
      <ResolveDiscrepancyModal discrepancy={resolving} onClose={() => setResolving(null)} />
    </>
  );
}
