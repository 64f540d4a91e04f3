import {
  type WebhookEndpoint,
  type WebhookEndpointBody,
  webhookDeliveriesPageSchema,
  webhookEndpointCreatedSchema,
  webhookEndpointSchema,
  webhookEndpointsSchema,
  webhookReplaySchema,
} from '@repasse/core/contract/integrations';
import type { PageSize } from '@repasse/core/contract/pagination';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { integrationKeys } from './integration-keys.ts';

/** A saved endpoint; `secret` is set only right after it was added. */
export type SavedWebhookEndpoint = WebhookEndpoint & { secret: string | null };

export const useWebhookEndpoints = () =>
  useQuery({
    queryKey: integrationKeys.endpoints(),
    queryFn: ({ signal }) =>
      webClient.get('/integrations/webhooks', { schema: webhookEndpointsSchema, signal }),
  });

/** Adds an endpoint (the answer carries its signing secret, once) or changes one. */
export function useSaveWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id: string | null;
      body: WebhookEndpointBody;
    }): Promise<SavedWebhookEndpoint> =>
      id
        ? webClient
            .request(`/integrations/webhooks/${id}`, {
              method: 'PUT',
              body,
              schema: webhookEndpointSchema,
            })
            .then((endpoint) => ({ ...endpoint, secret: null }))
        : webClient.post('/integrations/webhooks', body, { schema: webhookEndpointCreatedSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.endpoints() }),
  });
}

/** A new signing secret for an endpoint; the answer carries it, once. */
export function useRollWebhookSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      webClient.post(`/integrations/webhooks/${id}/secret`, undefined, {
        schema: webhookEndpointCreatedSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.endpoints() }),
  });
}

export function useDeleteWebhookEndpoint() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      webClient.request(`/integrations/webhooks/${id}`, { method: 'DELETE' }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: integrationKeys.endpoints() }),
  });
}

/** Deliveries still pending are asked about again, so retries show up without a reload. */
const pollWhilePendingMs = 3000;

export const useWebhookDeliveries = (endpointId: string, page: number, pageSize: PageSize) =>
  useQuery({
    queryKey: integrationKeys.deliveries(endpointId, page, pageSize),
    queryFn: ({ signal }) =>
      webClient.get(
        `/integrations/webhooks/${endpointId}/deliveries${queryString({ page, pageSize })}`,
        { schema: webhookDeliveriesPageSchema, signal },
      ),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.items.some((item) => item.status === 'pending')
        ? pollWhilePendingMs
        : false,
  });

export function useReplayDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (deliveryId: string) =>
      webClient.post(`/integrations/deliveries/${deliveryId}/replay`, undefined, {
        schema: webhookReplaySchema,
      }),
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...integrationKeys.all, 'deliveries'] }),
  });
}
