import { Card } from '@mantine/core';
import { useDebouncedValue, useMediaQuery } from '@mantine/hooks';
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { usePaging } from '../panel-ui/paging.ts';
import { PanelHeader } from '../panel-ui/panel-header.tsx';
import { type UserFilters, useAdminUsers } from './api/admin-users.ts';
import { useFeeProfileNames } from './api/fee-profiles.ts';
import { UserDrawer } from './user-drawer.tsx';
import { UsersCards } from './users-cards.tsx';
import { UsersFilters } from './users-filters.tsx';
import { UsersTable } from './users-table.tsx';

/** Admin → Management → Users: search, filter and page through users; details in a drawer. */
export default function UsersPanel() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const [search, setSearch] = useState('');
  const [debouncedSearch] = useDebouncedValue(search.trim(), 300);
  const [filters, setFilters] = useState<Omit<UserFilters, 'search'>>({
    role: '',
    documentStatus: '',
  });
  const { paging, setPage, setPageSize, firstPage } = usePaging();
  const query = { ...filters, search: debouncedSearch };
  const users = useAdminUsers(query, paging);
  const profiles = useFeeProfileNames();
  const openUserId = params.get('user');
  const phone = useMediaQuery('(max-width: 47.99em)', false);

  const setOpenUser = (userId: string | null) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (userId) next.set('user', userId);
      else next.delete('user');
      return next;
    });

  return (
    <>
      <PanelHeader title={t('admin.panels.users')} description={t('adminUsers.description')} />
      <UsersFilters
        search={search}
        onSearchChange={(value) => {
          setSearch(value);
          firstPage();
        }}
        filters={query}
        onFiltersChange={({ role, documentStatus }) => {
          setFilters({ role, documentStatus });
          firstPage();
        }}
      />
      {users.isError && !users.data ? (
        <LoadError
          title={t('adminUsers.errors.load')}
          error={users.error}
          onRetry={() => void users.refetch()}
          retrying={users.isFetching}
        />
      ) : phone ? (
        <UsersCards
          rows={users.data?.items}
          loading={users.isPending}
          profiles={profiles.data}
          onOpen={setOpenUser}
        />
      ) : (
        <Card padding={0}>
          <UsersTable
            rows={users.data?.items}
            loading={users.isPending}
            profiles={profiles.data}
            onOpen={setOpenUser}
          />
        </Card>
      )}
      {users.data ? (
        <TablePagination
          total={users.data.total}
          page={paging.page}
          pageSize={paging.pageSize}
          onPageChange={setPage}
          onPageSizeChange={setPageSize}
        />
      ) : null}
      <UserDrawer userId={openUserId} onClose={() => setOpenUser(null)} />
    </>
  );
}
