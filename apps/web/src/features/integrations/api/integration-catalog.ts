import {
  catalogIntegrationDetailSchema,
  catalogIntegrationsSchema,
} from '@repasse/core/contract/integration-catalog';
import {
  type RegenerateKeyRequest,
  regenerateKeyResponseSchema,
} from '@repasse/core/contract/integrations';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';
import { integrationKeys } from './integration-keys.ts';

export const catalogKeys = {
  all: () => [...integrationKeys.all, 'catalog'] as const,
  list: () => [...catalogKeys.all(), 'list'] as const,
  entry: (id: string) => [...catalogKeys.all(), 'entry', id] as const,
};

/** The integrations the platform offers, in its order, each saying whether the seller set it up. */
export const useCatalog = () =>
  useQuery({
    queryKey: catalogKeys.list(),
    queryFn: ({ signal }) =>
      webClient.get('/integrations/catalog', { schema: catalogIntegrationsSchema, signal }),
  });

/** One integration's instructions and the seller's keys made for it (secrets masked). */
export const useCatalogEntry = (id: string) =>
  useQuery({
    queryKey: catalogKeys.entry(id),
    queryFn: ({ signal }) =>
      webClient.get(`/integrations/catalog/${encodeURIComponent(id)}`, {
        schema: catalogIntegrationDetailSchema,
        signal,
      }),
    // A 404 (withdrawn from the catalog) will not change by asking again.
    retry: false,
  });

/** A new key for this integration; its previous key of that mode and kind stops working. */
export function useIssueIntegrationKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: RegenerateKeyRequest) =>
      webClient.post(`/integrations/catalog/${encodeURIComponent(id)}/keys`, body, {
        schema: regenerateKeyResponseSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all() }),
  });
}

/** Revokes one of this integration's keys: it stops working at once. */
export function useRevokeIntegrationKey(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (keyId: string) =>
      webClient.request(
        `/integrations/catalog/${encodeURIComponent(id)}/keys/${encodeURIComponent(keyId)}`,
        { method: 'DELETE' },
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: catalogKeys.all() }),
  });
}
