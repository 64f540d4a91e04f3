import { type MyDocumentsResponse, myDocumentsResponseSchema } from '@repasse/core/contract/kyc';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';

export const myDocumentsQueryKey = ['kyc', 'documents'] as const;

export const fetchMyDocuments = (signal?: AbortSignal): Promise<MyDocumentsResponse> =>
  webClient.get('/kyc/documents', { schema: myDocumentsResponseSchema, signal });

export const myDocumentsQueryOptions = () =>
  queryOptions({
    queryKey: myDocumentsQueryKey,
    queryFn: ({ signal }) => fetchMyDocuments(signal),
  });

export const useMyDocuments = () => useQuery(myDocumentsQueryOptions());
