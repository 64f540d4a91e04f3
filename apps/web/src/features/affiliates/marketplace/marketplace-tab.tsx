import { Box, Card, Stack, TextInput } from '@mantine/core';
import { useDebouncedValue } from '@mantine/hooks';
import type { PageSize } from '@repasse/core/contract/pagination';
import { IconBuildingStore, IconSearch } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ListEmptyState, PagedQueryBody } from '../../../shared/ui/paged-query-body.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { useMarketplace } from '../api/marketplace.ts';
import { InvitedProgramme } from './invited-programme.tsx';
import { MarketplaceGrid } from './marketplace-grid.tsx';

type MarketplaceTabProps = {
  invite: string | null;
  onCloseInvite: () => void;
  onOpenLinks: () => void;
};

/** Products open to affiliation, searchable by name or seller, with the invitation first. */
export function MarketplaceTab({ invite, onCloseInvite, onOpenLinks }: MarketplaceTabProps) {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('25');
  const marketplace = useMarketplace({
    page,
    pageSize,
    ...(debounced ? { search: debounced.slice(0, 100) } : {}),
  });

  return (
    <Stack gap="lg">
      {invite ? (
        <InvitedProgramme invite={invite} onClose={onCloseInvite} onOpenLinks={onOpenLinks} />
      ) : null}
      <Card component="section" aria-label={t('affiliates.marketplace.label')}>
        <Box role="search" aria-label={t('affiliates.marketplace.searchLabel')} maw={420}>
          <TextInput
            type="search"
            label={t('affiliates.marketplace.search')}
            placeholder={t('affiliates.marketplace.searchPlaceholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            value={search}
            maxLength={100}
            onChange={(event) => {
              setSearch(event.currentTarget.value);
              setPage(1);
            }}
          />
        </Box>
        <PagedQueryBody
          query={marketplace}
          loadErrorTitle={t('affiliates.marketplace.loadError')}
          skeleton={{ rows: 3, height: 120 }}
          empty={
            <ListEmptyState
              icon={<IconBuildingStore size={24} stroke={1.5} aria-hidden />}
              title={t(
                debounced ? 'affiliates.marketplace.emptySearch' : 'affiliates.marketplace.empty',
              )}
              description={t(
                debounced
                  ? 'affiliates.marketplace.emptySearchDescription'
                  : 'affiliates.marketplace.emptyDescription',
              )}
              clear={
                debounced
                  ? { label: t('affiliates.marketplace.clearSearch'), onClick: () => setSearch('') }
                  : undefined
              }
            />
          }
        >
          {(data) => (
            <>
              <MarketplaceGrid
                items={data.items}
                label={t('affiliates.marketplace.label')}
                invite={null}
                onOpenLinks={onOpenLinks}
              />
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
    </Stack>
  );
}
