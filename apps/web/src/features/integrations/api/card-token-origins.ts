import {
  type CardTokenOriginsInput,
  cardTokenOriginsResponseSchema,
} from '@repasse/core/contract/card-tokens';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';
import { integrationKeys } from './integration-keys.ts';

/** Origins of the seller's own pages that may tokenise cards with their public key. */
export const useCardTokenOrigins = () =>
  useQuery({
    queryKey: integrationKeys.cardTokenOrigins(),
    queryFn: ({ signal }) =>
      webClient.get('/integrations/card-token-origins', {
        schema: cardTokenOriginsResponseSchema,
        signal,
      }),
  });

export function useSaveCardTokenOrigins() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CardTokenOriginsInput) =>
      webClient.request('/integrations/card-token-origins', {
        method: 'PUT',
        body,
        schema: cardTokenOriginsResponseSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(integrationKeys.cardTokenOrigins(), saved),
  });
}
