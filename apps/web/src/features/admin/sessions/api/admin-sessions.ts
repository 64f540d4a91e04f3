import { adminSessionsPageSchema } from '@repasse/core/contract/admin-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

export const adminSessionsQueryKey = ['admin', 'sessions'] as const;

export const fetchAdminSessions = (paging: Paging, userId?: string, signal?: AbortSignal) =>
  webClient.get(`/admin/sessions${queryString({ ...paging, userId })}`, {
    schema: adminSessionsPageSchema,
    signal,
  });

export const adminSessionsQueryOptions = (paging: Paging, userId?: string) =>
  queryOptions({
    queryKey: [...adminSessionsQueryKey, paging, userId ?? null],
    queryFn: ({ signal }) => fetchAdminSessions(paging, userId, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminSessions = (paging: Paging, userId?: string) =>
  useQuery(adminSessionsQueryOptions(paging, userId));
