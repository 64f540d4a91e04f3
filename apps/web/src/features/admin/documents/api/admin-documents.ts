import { type AdminDocumentsQuery, adminDocumentsPageSchema } from '@repasse/core/contract/kyc';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

type DocumentsQueryFilters = Omit<AdminDocumentsQuery, 'page' | 'pageSize'>;

/** The query's filters, with 'all' standing for "any status" (the queue opens on pending). */
export type DocumentFilters = Omit<DocumentsQueryFilters, 'status'> & {
  status: NonNullable<DocumentsQueryFilters['status']> | 'all';
};

export const adminDocumentsQueryKey = ['admin', 'documents'] as const;

export const fetchAdminDocuments = (
  { status, sellerId }: DocumentFilters,
  paging: Paging,
  signal?: AbortSignal,
) => {
  const query: AdminDocumentsQuery = {
    status: status === 'all' ? undefined : status,
    sellerId,
    ...paging,
  };
  return webClient.get(`/admin/documents${queryString(query)}`, {
    schema: adminDocumentsPageSchema,
    signal,
  });
};

export const adminDocumentsQueryOptions = (filters: DocumentFilters, paging: Paging) =>
  queryOptions({
    queryKey: [...adminDocumentsQueryKey, filters, paging],
    queryFn: ({ signal }) => fetchAdminDocuments(filters, paging, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminDocuments = (filters: DocumentFilters, paging: Paging) =>
  useQuery(adminDocumentsQueryOptions(filters, paging));
