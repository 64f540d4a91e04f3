import { auditEntrySchema } from '@repasse/core/contract/admin-users';
import { pageOf } from '@repasse/core/contract/pagination';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

const auditPageSchema = pageOf(auditEntrySchema);

export type AuditFilters = { action: string; targetId: string };

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
