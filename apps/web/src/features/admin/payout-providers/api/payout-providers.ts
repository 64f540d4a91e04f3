import {
  type PayoutProviderInput,
  payoutProviderSchema,
  payoutProvidersListSchema,
} from '@repasse/core/contract/payout-providers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';

export const payoutProvidersQueryKey = ['admin', 'payout-providers'] as const;

export const usePayoutProviders = () =>
  useQuery({
    queryKey: payoutProvidersQueryKey,
    queryFn: ({ signal }) =>
      webClient.get('/admin/payout-providers', { schema: payoutProvidersListSchema, signal }),
  });

type SaveVariables = { id: string | null; body: PayoutProviderInput };

/** Creates (no id) or replaces a provider; tokens follow the write-only rules of the contract. */
export const savePayoutProvider = ({ id, body }: SaveVariables) =>
  id
    ? webClient.request(`/admin/payout-providers/${id}`, {
        method: 'PUT',
        body,
        schema: payoutProviderSchema,
      })
    : webClient.post('/admin/payout-providers', body, { schema: payoutProviderSchema });

export function useSavePayoutProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePayoutProvider,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutProvidersQueryKey }),
  });
}

/** Withdrawals are paid out through the default provider. */
export function useMakeDefaultPayoutProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      webClient.post(`/admin/payout-providers/${id}/default`, undefined, {
        schema: payoutProviderSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: payoutProvidersQueryKey }),
  });
}
