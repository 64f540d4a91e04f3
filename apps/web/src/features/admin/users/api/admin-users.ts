import { type AdminUsersQuery, adminUsersPageSchema } from '@repasse/core/contract/admin-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

type UsersQueryFilters = Omit<AdminUsersQuery, 'page' | 'pageSize'>;

/** The query's filters as the controls hold them: '' is "any" in the selects. */
export type UserFilters = Omit<UsersQueryFilters, 'role' | 'documentStatus'> & {
  role: NonNullable<UsersQueryFilters['role']> | '';
  documentStatus: NonNullable<UsersQueryFilters['documentStatus']> | '';
};

export const adminUsersQueryKey = ['admin', 'users'] as const;

export const fetchAdminUsers = (filters: UserFilters, paging: Paging, signal?: AbortSignal) =>
  webClient.get(`/admin/users${queryString({ ...filters, ...paging })}`, {
    schema: adminUsersPageSchema,
    signal,
  });

export const adminUsersQueryOptions = (filters: UserFilters, paging: Paging) =>
  queryOptions({
    queryKey: [...adminUsersQueryKey, filters, paging],
    queryFn: ({ signal }) => fetchAdminUsers(filters, paging, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminUsers = (filters: UserFilters, paging: Paging) =>
  useQuery(adminUsersQueryOptions(filters, paging));
