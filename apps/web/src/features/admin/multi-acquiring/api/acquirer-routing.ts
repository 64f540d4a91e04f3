import { type AcquirerRouting, acquirerRoutingSchema } from '@repasse/core/contract/acquirers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';

export const acquirerRoutingQueryKey = ['admin', 'acquirer-routing'] as const;

/** Per method, the acquirer ids a payment tries in order. */
export const useAcquirerRouting = () =>
  useQuery({
    queryKey: acquirerRoutingQueryKey,
    queryFn: ({ signal }) =>
      webClient.get('/admin/acquirer-routing', { schema: acquirerRoutingSchema, signal }),
  });

export function useSaveAcquirerRouting() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (routing: AcquirerRouting) =>
      webClient.request('/admin/acquirer-routing', {
        method: 'PUT',
        body: routing,
        schema: acquirerRoutingSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(acquirerRoutingQueryKey, saved),
  });
}
