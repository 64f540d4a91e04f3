import {
  type MessagingProviderInput,
  messagingProviderSchema,
  messagingProvidersListSchema,
} from '@repasse/core/contract/recovery-outreach';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';

export const messagingProvidersQueryKey = ['admin', 'messaging-providers'] as const;

/** SMS and WhatsApp providers, each channel's default first (the server adds the sandboxes). */
export const useMessagingProviders = () =>
  useQuery({
    queryKey: messagingProvidersQueryKey,
    queryFn: ({ signal }) =>
      webClient.get('/admin/messaging-providers', { schema: messagingProvidersListSchema, signal }),
  });

type SaveVariables = { id: string | null; body: MessagingProviderInput };

/** Creates (no id) or replaces a provider; tokens follow the write-only rules of the contract. */
export const saveMessagingProvider = ({ id, body }: SaveVariables) =>
  id
    ? webClient.request(`/admin/messaging-providers/${id}`, {
        method: 'PUT',
        body,
        schema: messagingProviderSchema,
      })
    : webClient.post('/admin/messaging-providers', body, { schema: messagingProviderSchema });

export function useSaveMessagingProvider() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveMessagingProvider,
    // Making one the default takes it from the others: the whole list changes.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: messagingProvidersQueryKey }),
  });
}
