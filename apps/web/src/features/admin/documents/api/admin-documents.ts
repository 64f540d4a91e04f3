import { adminDocumentSchema } from '@repasse/core/contract/kyc';
import { pageOf } from '@repasse/core/contract/pagination';
import type { DocumentStatus } from '@repasse/core/states/document';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

const documentsPageSchema = pageOf(adminDocumentSchema);

export type DocumentFilters = { status: DocumentStatus | 'all'; sellerId: string | null };

export const adminDocumentsQueryKey = ['admin', 'documents'] as const;

export const fetchAdminDocuments = (
  { status, sellerId }: DocumentFilters,
  paging: Paging,
  signal?: AbortSignal,
) =>
  webClient.get(
    `/admin/documents${queryString({ status: status === 'all' ? null : status, sellerId, ...paging })}`,
    { schema: documentsPageSchema, signal },
  );

export const adminDocumentsQueryOptions = (filters: DocumentFilters, paging: Paging) =>
  queryOptions({
    queryKey: [...adminDocumentsQueryKey, filters, paging],
    queryFn: ({ signal }) => fetchAdminDocuments(filters, paging, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminDocuments = (filters: DocumentFilters, paging: Paging) =>
  useQuery(adminDocumentsQueryOptions(filters, paging));
