import type {
  WebhookDeliveriesPage,
  WebhookDeliveriesQuery,
  WebhookReplay,
} from '@repasse/core/contract/integrations';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { notFound } from '../../http/errors.ts';
import { ownEndpoint } from './endpoints.ts';
import { deliveriesPage, markDeliveryPending, sellerDeliveryRow } from './queries.ts';

/** A page of the delivery log of one of the seller's endpoints. */
export async function endpointDeliveries(
  app: FastifyInstance,
  sellerId: string,
  endpointId: string,
  query: WebhookDeliveriesQuery,
): Promise<WebhookDeliveriesPage> {
  await ownEndpoint(app.db, sellerId, endpointId);
  const { items, total } = await deliveriesPage(app.db, sellerId, endpointId, query);
  return pageOf(query, items, total);
}

/** Sends one of the seller's deliveries again, whatever became of it. */
export async function replayDelivery(
  app: FastifyInstance,
  sellerId: string,
  deliveryId: string,
): Promise<WebhookReplay> {
  const row = await sellerDeliveryRow(app.db, sellerId, deliveryId);
  if (!row) throw notFound();
  await app.db.transaction(async (tx) => {
    await markDeliveryPending(tx, row.sellerId, row.id);
    // A replay is a new job: the first one may have finished long ago.
    await app.queue.send(
      tx,
      'webhooks.deliver',
      { deliveryId: row.id, sellerId: row.sellerId },
      { retryLimit: 8, retryBackoff: true, retryDelay: 30 },
    );
  });
  return { queued: true };
}
