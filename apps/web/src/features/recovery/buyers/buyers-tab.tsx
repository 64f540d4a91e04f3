import { Card, SegmentedControl } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PageSize } from '@repasse/core/contract/pagination';
import type { RecoveryRun } from '@repasse/core/contract/recovery-outreach';
import { IconUserSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ListEmptyState, PagedQueryBody } from '../../../shared/ui/paged-query-body.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { useRecoveryRuns } from '../api/runs.ts';
import { AbandonedCheckouts } from './abandoned-checkouts.tsx';
import { noRunFilters, type RunFilterState, toRunFilters } from './run-filter-state.ts';
import { RunsCards } from './runs-cards.tsx';
import { RunsFilters } from './runs-filters.tsx';
import { RunsTable } from './runs-table.tsx';

/**
 * The buyers who went into a sequence, with the link that reopens their checkout and the sale it
 * won back; and the abandonment report, every abandoned checkout whether a sequence runs or not.
 */
export function BuyersTab({ onOpenMessages }: { onOpenMessages: (run: RecoveryRun) => void }) {
  const { t } = useTranslation();
  const [view, setView] = useState<'runs' | 'abandoned'>('runs');
  return (
    <Card>
      <SegmentedControl
        mb="md"
        value={view}
        onChange={(value) => setView(value === 'abandoned' ? 'abandoned' : 'runs')}
        aria-label={t('recoveryOutreach.leads.viewLabel')}
        data={[
          { value: 'runs', label: t('recoveryOutreach.leads.viewRuns') },
          { value: 'abandoned', label: t('recoveryOutreach.leads.viewAbandoned') },
        ]}
      />
      {view === 'runs' ? <RunsList onOpenMessages={onOpenMessages} /> : <AbandonedCheckouts />}
    </Card>
  );
}

/** The buyers in a sequence, filtered and paged. */
function RunsList({ onOpenMessages }: { onOpenMessages: (run: RecoveryRun) => void }) {
  const { t } = useTranslation();
  const [filterState, setFilterState] = useState<RunFilterState>(noRunFilters);
  const [filtersKey, setFiltersKey] = useState(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('25');
  const filters = toRunFilters(filterState);
  const runs = useRecoveryRuns({ ...filters, page, pageSize });
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const filtered = Object.keys(filters).length > 0;
  const changeFilters = (next: RunFilterState) => {
    setFilterState(next);
    setPage(1);
  };
  return (
    <>
      <RunsFilters key={filtersKey} value={filterState} onChange={changeFilters} />
      <PagedQueryBody
        query={runs}
        loadErrorTitle={t('recoveryOutreach.buyers.loadError')}
        skeleton={{ rows: 4, height: 56 }}
        empty={
          <ListEmptyState
            icon={<IconUserSearch size={24} stroke={1.5} aria-hidden />}
            title={t(
              filtered ? 'recoveryOutreach.buyers.emptyFiltered' : 'recoveryOutreach.buyers.empty',
            )}
            description={t(
              filtered
                ? 'recoveryOutreach.buyers.emptyFilteredDescription'
                : 'recoveryOutreach.buyers.emptyDescription',
            )}
            clear={
              filtered
                ? {
                    label: t('recoveryOutreach.filters.clear'),
                    onClick: () => {
                      changeFilters(noRunFilters);
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
              <RunsCards rows={data.items} onOpenMessages={onOpenMessages} />
            ) : (
              <RunsTable rows={data.items} onOpenMessages={onOpenMessages} />
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
    </>
  );
}
