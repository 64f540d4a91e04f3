import {
  apiKeysResponseSchema,
  type RegenerateKeyRequest,
  regenerateKeyResponseSchema,
} from '@repasse/core/contract/integrations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';
import { integrationKeys } from './integration-keys.ts';

/** The seller's keys (secrets masked) and whether live mode is open to them. */
export const useApiKeys = () =>
  useQuery({
    queryKey: integrationKeys.apiKeys(),
    queryFn: ({ signal }) =>
      webClient.get('/integrations/keys', { schema: apiKeysResponseSchema, signal }),
  });

/** Issues a new key; the previous one of that mode and kind stops working at once. */
export function useRegenerateKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegenerateKeyRequest) =>
      webClient.post('/integrations/keys', body, { schema: regenerateKeyResponseSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.apiKeys() }),
  });
}
