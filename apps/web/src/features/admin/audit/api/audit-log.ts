import { type AuditQuery, auditPageSchema } from '@repasse/core/contract/admin-users';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

export type AuditFilters = Omit<AuditQuery, 'page' | 'pageSize'>;

export const auditLogQueryKey = ['admin', 'audit'] as const;

export const fetchAuditLog = (filters: AuditFilters, paging: Paging, signal?: AbortSignal) =>
  webClient.get(`/admin/audit${queryString({ ...filters, ...paging })}`, {
    schema: auditPageSchema,
    signal,
  });

export const auditLogQueryOptions = (filters: AuditFilters, paging: Paging) =>
  queryOptions({
    queryKey: [...auditLogQueryKey, filters, paging],
    queryFn: ({ signal }) => fetchAuditLog(filters, paging, signal),
    placeholderData: keepPreviousData,
  });

export const useAuditLog = (filters: AuditFilters, paging: Paging) =>
  useQuery(auditLogQueryOptions(filters, paging));
