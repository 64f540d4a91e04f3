import { randomUUID } from 'node:crypto';
import type { WebhookEventType } from '@repasse/core/contract/integrations';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { jobRow, sellerRow } from '../../db/seller-row.ts';
import { OutboundUrlError } from '../../lib/outbound/guard.ts';
import { secretBox } from '../../lib/secrets.ts';
import { signWebhook } from '../../providers/payouts/signature.ts';

/** The seller's active endpoints that listen to `type`, from memory when kept. */
async function listeningEndpoints(
  app: FastifyInstance,
  db: DbOrTx,
  sellerId: string,
  type: WebhookEventType,
) {
  // Read through the caller's transaction when not kept: PGlite has one connection.
  const endpoints = await app.reads.read(['webhook_endpoints'], `endpoints:${sellerId}`, () =>
    db
      .select({ id: webhookEndpoints.id, events: webhookEndpoints.events })
      .from(webhookEndpoints)
      .where(and(eq(webhookEndpoints.sellerId, sellerId), eq(webhookEndpoints.active, true))),
  );
  return endpoints.filter((endpoint) => endpoint.events.includes(type));
}

/** Whether `emitEvent` would record anything for this seller and event type. */
export async function listensTo(
  app: FastifyInstance,
  sellerId: string,
  type: WebhookEventType,
): Promise<boolean> {
  return (await listeningEndpoints(app, app.db, sellerId, type)).length > 0;
}

/**
 * Records an event for every endpoint of the seller that listens to it and queues its delivery, in
 * the caller's transaction: the event exists exactly when the change it reports committed.
 */
export async function emitEvent(
  app: FastifyInstance,
  tx: DbOrTx,
  sellerId: string,
  type: WebhookEventType,
  data: unknown,
) {
  const listening = await listeningEndpoints(app, tx, sellerId, type);
  if (listening.length === 0) return;
  const eventId = randomUUID();
  const createdAt = app.clock.now();
  const payload = { id: eventId, type, created: Math.floor(createdAt.getTime() / 1000), data };
  const rows = await tx
    .insert(webhookDeliveries)
    .values(
      listening.map((endpoint) => ({
        endpointId: endpoint.id,
        sellerId,
        eventId,
        eventType: type,
        payload,
        createdAt,
      })),
    )
    .returning({ id: webhookDeliveries.id });
  for (const row of rows)
    await app.queue.send(
      tx,
      'webhooks.deliver',
      { deliveryId: row.id, sellerId },
      { singletonKey: row.id, retryLimit: 8, retryBackoff: true, retryDelay: 30 },
    );
}

/**
 * Job: POSTs one delivery, signed `Repasse-Signature: t=…,v1=HMAC-SHA256(secret, "t.body")`. A
 * non-2xx answer or a network error throws, so the queue retries it with exponential backoff.
 *
 * The URL was vetted when the seller saved it, but its DNS answer may have changed since (DNS
 * rebinding): `app.outbound.fetch` resolves it again, refuses it when any address is internal
 * (no request is made, the refusal is the attempt's error) and connects only to what it vetted.
 */
export async function deliverWebhook(app: FastifyInstance, deliveryId: string, sellerId?: string) {
  const [row] = await app.db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints })
    .from(webhookDeliveries)
    .innerJoin(
      webhookEndpoints,
      sellerRow(webhookEndpoints, {
        id: webhookDeliveries.endpointId,
        sellerId: webhookDeliveries.sellerId,
      }),
    )
    .where(jobRow(webhookDeliveries, deliveryId, sellerId));
  if (!row || row.delivery.status === 'delivered') return;
  const body = JSON.stringify(row.delivery.payload);
  const secret = secretBox(app.config.secretsKey).open(row.endpoint.secret);
  const now = app.clock.now();
  let statusCode: number | null = null;
  let error: string | null = null;
  try {
    const response = await app.outbound.fetch(row.endpoint.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Repasse-Webhooks/1.0',
        'repasse-signature': signWebhook(secret, body, now),
      },
      body,
      signal: AbortSignal.timeout(10_000),
      redirect: 'manual',
    });
    statusCode = response.status;
    // Only the status matters; dropping the body frees the connection.
    await response.body?.cancel();
    if (!response.ok) error = `HTTP ${response.status}`;
  } catch (caught) {
    if (caught instanceof OutboundUrlError) {
      app.log.warn(
        { deliveryId, reason: caught.reason, address: caught.address, class: caught.addressClass },
        'webhook delivery refused',
      );
      error = `Refused: ${caught.message}`;
    } else error = caught instanceof Error ? caught.message : String(caught);
  }
  const attempts = row.delivery.attempts + 1;
  await app.db
    .update(webhookDeliveries)
    .set({
      attempts,
      lastStatusCode: statusCode,
      lastError: error,
      lastAttemptAt: now,
      ...(error
        ? { status: attempts >= 9 ? 'failed' : 'pending' }
        : { status: 'delivered', deliveredAt: now }),
    })
    .where(sellerRow(webhookDeliveries, row.delivery));
  if (error) throw new Error(`webhook delivery ${deliveryId} failed: ${error}`);
}
