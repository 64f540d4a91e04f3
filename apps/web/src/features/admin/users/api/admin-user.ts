import { type AdminUserDetail, adminUserDetailSchema } from '@repasse/core/contract/admin-users';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';

export const adminUserQueryKey = (id: string) => ['admin', 'user', id] as const;

export const fetchAdminUser = (id: string, signal?: AbortSignal): Promise<AdminUserDetail> =>
  webClient.get(`/admin/users/${id}`, { schema: adminUserDetailSchema, signal });

export const adminUserQueryOptions = (id: string) =>
  queryOptions({
    queryKey: adminUserQueryKey(id),
    queryFn: ({ signal }) => fetchAdminUser(id, signal),
  });

/** A user with documents and active sessions; nothing is fetched without an id. */
export const useAdminUser = (id: string | null) =>
  useQuery({ ...adminUserQueryOptions(id ?? ''), enabled: Boolean(id) });
