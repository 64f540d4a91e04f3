import { adminUserRowSchema } from '@repasse/core/contract/admin-users';
import type { Role, UserDocumentStatus } from '@repasse/core/contract/common';
import { pageOf } from '@repasse/core/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

export const userRowSchema = adminUserRowSchema;
export type UserRow = z.infer<typeof userRowSchema>;

const usersPageSchema = pageOf(userRowSchema);

export type UserFilters = {
  search: string;
  role: Role | '';
  documentStatus: UserDocumentStatus | '';
};

export const adminUsersQueryKey = ['admin', 'users'] as const;

export const fetchAdminUsers = (filters: UserFilters, paging: Paging, signal?: AbortSignal) =>
  webClient.get(`/admin/users${queryString({ ...filters, ...paging })}`, {
    schema: usersPageSchema,
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
