import { Card, CloseButton, TextInput } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import type { PageSize } from '@repasse/core/contract/pagination';
import { IconSearch, IconUsers } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { ListEmptyState, PagedQueryBody } from '../../shared/ui/paged-query-body.tsx';
import { TablePagination } from '../../shared/ui/table-pagination.tsx';
import { useClients } from './api/clients.ts';
import { ClientsCards } from './clients-cards.tsx';
import { ClientsTable } from './clients-table.tsx';

/** /clients: buyers by document with their totals; search and pages ("all" included). */
export function ClientsScreen() {
  const { t } = useTranslation();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('25');
  const clients = useClients({ search: debounced, page, pageSize });
  const phone = useMediaQuery('(max-width: 47.99em)', false);

  const changeSearch = (value: string) => {
    setSearch(value);
    setPage(1);
  };

  return (
    <>
      <PageHeader title={t('clients.title')} description={t('clients.description')} />
      <Card>
        <search>
          <TextInput
            label={t('clients.search.label')}
            placeholder={t('clients.search.placeholder')}
            leftSection={<IconSearch size={16} aria-hidden />}
            type="search"
            maw={420}
            value={search}
            onChange={(event) => changeSearch(event.currentTarget.value)}
            rightSection={
              search ? (
                <CloseButton
                  size="sm"
                  aria-label={t('clients.search.clear')}
                  onClick={() => changeSearch('')}
                />
              ) : null
            }
          />
        </search>
        <PagedQueryBody
          query={clients}
          loadErrorTitle={t('clients.loadError')}
          skeleton={{ rows: 5, height: phone ? 120 : 40 }}
          empty={
            <ListEmptyState
              icon={<IconUsers size={24} stroke={1.5} aria-hidden />}
              title={t(debounced ? 'clients.empty.filtered' : 'clients.empty.title')}
              description={t(
                debounced ? 'clients.empty.filteredDescription' : 'clients.empty.description',
              )}
            />
          }
        >
          {(data) => (
            <>
              {phone ? (
                <ClientsCards clients={data.items} />
              ) : (
                <ClientsTable clients={data.items} />
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
