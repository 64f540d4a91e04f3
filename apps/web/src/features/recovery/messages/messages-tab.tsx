import { Button, Card, Group, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PageSize } from '@repasse/core/contract/pagination';
import { IconMailOff, IconX } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ListEmptyState, PagedQueryBody } from '../../../shared/ui/paged-query-body.tsx';
import { RecoveryMessageCards } from '../../../shared/ui/recovery-message-cards.tsx';
import { RecoveryMessagesTable } from '../../../shared/ui/recovery-messages-table.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { useRecoveryMessages } from '../api/messages.ts';
import {
  type MessageFilterState,
  noMessageFilters,
  toMessageFilters,
} from './message-filter-state.ts';
import { MessagesFilters } from './messages-filters.tsx';

const orderHref = (chargeId: string) => `/order?id=${chargeId}`;

type MessagesTabProps = {
  /** One buyer's run, opened from Buyers (in the address: `?tab=messages&run=…`). */
  run: { id: string; buyerName: string | null } | null;
  onClearRun: () => void;
};

/** Every message sent, its status, price and text; filtered, paged, cards on phones. */
export function MessagesTab({ run, onClearRun }: MessagesTabProps) {
  const { t } = useTranslation();
  const [filterState, setFilterState] = useState<MessageFilterState>(noMessageFilters);
  const [filtersKey, setFiltersKey] = useState(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('25');
  const filters = toMessageFilters(filterState, run?.id ?? null);
  const messages = useRecoveryMessages({ ...filters, page, pageSize });
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const filtered = Object.keys(filters).length > 0;
  const changeFilters = (next: MessageFilterState) => {
    setFilterState(next);
    setPage(1);
  };
  const label = t('recoveryOutreach.messages.tableLabel');
  return (
    <Card>
      <MessagesFilters key={filtersKey} value={filterState} onChange={changeFilters} />
      {run ? (
        <Group gap="xs" mt="sm">
          <Text size="sm">
            {run.buyerName
              ? t('recoveryOutreach.messages.onlyRunOf', { buyer: run.buyerName })
              : t('recoveryOutreach.messages.onlyRun')}
          </Text>
          <Button
            size="compact-xs"
            variant="default"
            leftSection={<IconX size={12} aria-hidden />}
            onClick={() => {
              onClearRun();
              setPage(1);
            }}
          >
            {t('recoveryOutreach.messages.allRuns')}
          </Button>
        </Group>
      ) : null}
      <PagedQueryBody
        query={messages}
        loadErrorTitle={t('recoveryOutreach.messages.loadError')}
        skeleton={{ rows: 4, height: 48 }}
        empty={
          <ListEmptyState
            icon={<IconMailOff size={24} stroke={1.5} aria-hidden />}
            title={t(
              filtered
                ? 'recoveryOutreach.messages.emptyFiltered'
                : 'recoveryOutreach.messages.empty',
            )}
            description={t(
              filtered
                ? 'recoveryOutreach.messages.emptyFilteredDescription'
                : 'recoveryOutreach.messages.emptyDescription',
            )}
            clear={
              filtered
                ? {
                    label: t('recoveryOutreach.filters.clear'),
                    onClick: () => {
                      changeFilters(noMessageFilters);
                      setFiltersKey((key) => key + 1);
                      onClearRun();
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
              <RecoveryMessageCards rows={data.items} label={label} orderHref={orderHref} />
            ) : (
              <RecoveryMessagesTable rows={data.items} label={label} orderHref={orderHref} />
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
