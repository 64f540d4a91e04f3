import { Card } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { PageSize } from '@repasse/core/contract/pagination';
import { IconMailOff } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { ListEmptyState, PagedQueryBody } from '../../../../shared/ui/paged-query-body.tsx';
import { RecoveryMessageCards } from '../../../../shared/ui/recovery-message-cards.tsx';
import { RecoveryMessagesTable } from '../../../../shared/ui/recovery-messages-table.tsx';
import { TablePagination } from '../../../../shared/ui/table-pagination.tsx';
import { useAdminRecoveryMessages } from '../api/admin-recovery-messages.ts';
import { SellerLink } from '../seller-link.tsx';
import {
  type MessagesLogFilterState,
  noMessagesLogFilters,
  toMessagesLogFilters,
} from './messages-log-filter-state.ts';
import { MessagesLogFilters } from './messages-log-filters.tsx';

const orderHref = (chargeId: string) => `/admin-order?id=${chargeId}`;

/** Every seller's outreach messages: whose, to whom, their status and price. */
export function AdminMessagesLog() {
  const { t } = useTranslation();
  const [filterState, setFilterState] = useState<MessagesLogFilterState>(noMessagesLogFilters);
  const [filtersKey, setFiltersKey] = useState(0);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('25');
  const filters = toMessagesLogFilters(filterState);
  const messages = useAdminRecoveryMessages({ ...filters, page, pageSize });
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const filtered = Object.keys(filters).length > 0;
  const changeFilters = (next: MessagesLogFilterState) => {
    setFilterState(next);
    setPage(1);
  };
  const listProps = {
    label: t('adminRecovery.messages.tableLabel'),
    orderHref,
    seller: {
      header: t('adminRecovery.messages.seller'),
      cell: (row: { sellerId: string; sellerName: string }) => (
        <SellerLink sellerId={row.sellerId} name={row.sellerName} />
      ),
    },
  };
  return (
    <>
      <MessagesLogFilters key={filtersKey} value={filterState} onChange={changeFilters} />
      <Card padding="sm">
        <PagedQueryBody
          query={messages}
          loadErrorTitle={t('adminRecovery.messages.loadError')}
          skeleton={{ rows: 5, height: 44 }}
          empty={
            <ListEmptyState
              icon={<IconMailOff size={24} stroke={1.5} aria-hidden />}
              title={t(
                filtered ? 'adminRecovery.messages.emptyFiltered' : 'adminRecovery.messages.empty',
              )}
              description={t(
                filtered
                  ? 'recoveryOutreach.messages.emptyFilteredDescription'
                  : 'adminRecovery.messages.emptyDescription',
              )}
              clear={
                filtered
                  ? {
                      label: t('recoveryOutreach.filters.clear'),
                      onClick: () => {
                        changeFilters(noMessagesLogFilters);
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
                <RecoveryMessageCards rows={data.items} {...listProps} />
              ) : (
                <RecoveryMessagesTable rows={data.items} {...listProps} />
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
    </>
  );
}
