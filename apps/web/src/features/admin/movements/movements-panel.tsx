import { Button, Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { PageSize } from '@repasse/core/contract/pagination';
import { IconArrowsExchange, IconFilterOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { FindOrderButton } from '../admin-order/find-order-button.tsx';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { useMovements } from './api/movements.ts';
import {
  type MovementFilterState,
  noMovementFilters,
  toMovementsFilters,
} from './movement-filter-state.ts';
import { MovementsFilters } from './movements-filters.tsx';
import { MovementsList } from './movements-list.tsx';
import { MovementsTable } from './movements-table.tsx';

/** Admin → Management → Financial movements: every ledger posting, filtered and paginated. */
export function MovementsPanel() {
  const { t } = useTranslation();
  const [filterState, setFilterState] = useState<MovementFilterState>(noMovementFilters);
  const [filtersKey, setFiltersKey] = useState(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('25');
  // The account code is typed: wait for a pause before asking the server.
  const [account] = useDebouncedValue(filterState.account, 300);
  const filters = toMovementsFilters({ ...filterState, account });
  const movements = useMovements({ ...filters, page, pageSize });
  const filtered = Object.keys(filters).length > 0;
  const phone = useMediaQuery('(max-width: 35.99em)', false);

  const changeFilters = (next: MovementFilterState) => {
    setFilterState(next);
    setPage(1);
  };
  const clearFilters = () => {
    changeFilters(noMovementFilters);
    setFiltersKey((key) => key + 1);
  };

  return (
    <>
      <PanelHeader
        title={t('movements.title')}
        description={t('movements.description')}
        actions={<FindOrderButton />}
      />
      <MovementsFilters key={filtersKey} value={filterState} onChange={changeFilters} />
      <Stack mt="md" gap={0} aria-busy={movements.isFetching}>
        {movements.isPending ? (
          <Stack gap="xs" role="status" aria-label={t('app.loading')}>
            {[0, 1, 2, 3, 4].map((row) => (
              <Skeleton key={row} h={40} />
            ))}
          </Stack>
        ) : movements.isError ? (
          <LoadError
            title={t('movements.loadError')}
            error={movements.error}
            onRetry={() => void movements.refetch()}
            retrying={movements.isFetching}
          />
        ) : movements.data.items.length === 0 ? (
          <Card>
            <EmptyState
              py="xl"
              size="sm"
              icon={<IconArrowsExchange size={24} stroke={1.5} aria-hidden />}
              title={t(filtered ? 'movements.empty.filtered' : 'movements.empty.title')}
              description={t(
                filtered ? 'movements.empty.filteredDescription' : 'movements.empty.description',
              )}
            >
              {filtered ? (
                <EmptyState.Actions>
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconFilterOff size={14} aria-hidden />}
                    onClick={clearFilters}
                  >
                    {t('statement.empty.clear')}
                  </Button>
                </EmptyState.Actions>
              ) : null}
            </EmptyState>
          </Card>
        ) : (
          <>
            <Card padding={phone ? 'md' : 0}>
              {phone ? (
                <MovementsList movements={movements.data.items} />
              ) : (
                <MovementsTable movements={movements.data.items} />
              )}
            </Card>
            <TablePagination
              page={page}
              pageSize={pageSize}
              total={movements.data.total}
              onPageChange={setPage}
              onPageSizeChange={(size) => {
                setPageSize(size);
                setPage(1);
              }}
            />
          </>
        )}
      </Stack>
    </>
  );
}

export default MovementsPanel;
