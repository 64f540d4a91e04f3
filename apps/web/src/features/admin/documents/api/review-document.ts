import { kycDocumentSchema } from '@repasse/core/contract/kyc';
import { type QueryClient, useMutation, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';
import { adminDocumentsQueryKey } from './admin-documents.ts';

export const approveDocument = (id: string) =>
  webClient.post(`/admin/documents/${id}/approve`, undefined, { schema: kycDocumentSchema });

export const refuseDocument = ({ id, reason }: { id: string; reason: string }) =>
  webClient.post(`/admin/documents/${id}/refuse`, { reason }, { schema: kycDocumentSchema });

/** A decision changes the queue, the seller's status and the users list. */
const afterReview = (queryClient: QueryClient) =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: adminDocumentsQueryKey }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'user'] }),
    queryClient.invalidateQueries({ queryKey: ['admin', 'users'] }),
  ]);

export function useApproveDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: approveDocument, onSuccess: () => afterReview(queryClient) });
}

export function useRefuseDocument() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: refuseDocument, onSuccess: () => afterReview(queryClient) });
}
