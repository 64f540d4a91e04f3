import { Button, Card, Group, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import type { PageSize } from '@repasse/core/contract/pagination';
import { IconFileSpreadsheet, IconReceiptOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ListEmptyState, PagedQueryBody } from '../../../shared/ui/paged-query-body.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { useStatement } from '../api/statement.ts';
import { useExportStatementCsv } from '../api/statement-csv.ts';
import {
  isFiltered,
  noStatementFilters,
  type StatementFilterState,
  toStatementFilters,
} from './statement-filter-state.ts';
import { StatementFilters } from './statement-filters.tsx';
import { StatementList } from './statement-list.tsx';
import { StatementTable } from './statement-table.tsx';

/** The seller's ledger lines: filters, a paginated table ("all" included) and a CSV export. */
export function StatementSection() {
  const { t } = useTranslation();
  const [filterState, setFilterState] = useState<StatementFilterState>(noStatementFilters);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('25');
  // Clearing the filters remounts the controls, so their own state (a custom range) resets too.
  const [filtersKey, setFiltersKey] = useState(0);
  const filters = toStatementFilters(filterState);
  const statement = useStatement({ ...filters, page, pageSize });
  const exportCsv = useExportStatementCsv();
  const phone = useMediaQuery('(max-width: 35.99em)', false);

  const changeFilters = (next: StatementFilterState) => {
    setFilterState(next);
    setPage(1);
  };
  const download = () =>
    exportCsv.mutate(filters, {
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: t('statement.export.error'),
          message: error.message,
          closeButtonProps: { 'aria-label': t('common.close') },
        }),
    });

  return (
    <Card component="section" aria-labelledby="statement-title">
      <Group justify="space-between" align="flex-start" gap="sm" mb="md">
        <Stack gap={2}>
          <Text id="statement-title" component="h2" fz="lg" fw={700} m={0}>
            {t('statement.title')}
          </Text>
          <Text size="sm" c="dimmed">
            {t('statement.description')}
          </Text>
        </Stack>
        <Button
          variant="default"
          leftSection={<IconFileSpreadsheet size={16} aria-hidden />}
          loading={exportCsv.isPending}
          onClick={download}
        >
          {t('statement.export.button')}
        </Button>
      </Group>
      <StatementFilters key={filtersKey} value={filterState} onChange={changeFilters} />
      <PagedQueryBody
        query={statement}
        loadErrorTitle={t('statement.loadError')}
        empty={
          <ListEmptyState
            icon={<IconReceiptOff size={24} stroke={1.5} aria-hidden />}
            title={t(
              isFiltered(filterState) ? 'statement.empty.filtered' : 'statement.empty.title',
            )}
            description={t(
              isFiltered(filterState)
                ? 'statement.empty.filteredDescription'
                : 'statement.empty.description',
            )}
            clear={
              isFiltered(filterState)
                ? {
                    label: t('statement.empty.clear'),
                    onClick: () => {
                      changeFilters(noStatementFilters);
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
            {phone ? <StatementList lines={data.items} /> : <StatementTable lines={data.items} />}
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
