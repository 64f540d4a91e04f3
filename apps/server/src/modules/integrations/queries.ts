import type {
  WebhookDeliveriesQuery,
  WebhookDelivery,
  WebhookEndpoint,
  WebhookEndpointBody,
} from '@repasse/core/contract/integrations';
import { and, count, desc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
type DeliveryRow = typeof webhookDeliveries.$inferSelect;

export const toEndpoint = (row: EndpointRow): WebhookEndpoint => ({
  id: row.id,
  url: row.url,
  events: row.events as WebhookEndpoint['events'],
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

const toDelivery = (row: DeliveryRow): WebhookDelivery => ({
  id: row.id,
  eventId: row.eventId,
  eventType: row.eventType,
  status: row.status as WebhookDelivery['status'],
  attempts: row.attempts,
  lastStatusCode: row.lastStatusCode,
  lastError: row.lastError,
  createdAt: row.createdAt.toISOString(),
  deliveredAt: row.deliveredAt?.toISOString() ?? null,
  payload: row.payload,
});

export async function documentStatusOf(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ documentStatus: users.documentStatus })
    .from(users)
    .where(eq(users.id, userId));
  return row?.documentStatus;
}

export const sellerEndpointRows = (db: DbOrTx, sellerId: string) =>
  db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.sellerId, sellerId))
    .orderBy(desc(webhookEndpoints.createdAt));

/**
 * The seller's endpoint; another seller's is as good as missing. `lock` holds its row until the
 * transaction ends, so the row read is the one a change replaces.
 */
export async function sellerEndpointRow(
  db: DbOrTx,
  sellerId: string,
  id: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.sellerId, sellerId)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row;
}

export async function insertEndpoint(
  db: DbOrTx,
  sellerId: string,
  body: WebhookEndpointBody,
  sealedSecret: string,
  now: Date,
): Promise<EndpointRow> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({
      sellerId,
      url: body.url,
      events: body.events,
      active: body.active,
      secret: sealedSecret,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('endpoint insert returned nothing');
  return row;
}

export async function updateEndpoint(
  db: DbOrTx,
  sellerId: string,
  id: string,
  change: Partial<Pick<EndpointRow, 'url' | 'events' | 'active' | 'secret'>>,
  now: Date,
): Promise<EndpointRow | undefined> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...change, updatedAt: now })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.sellerId, sellerId)))
    .returning();
  return row;
}

/** Its delivery log goes with it (the foreign key cascades). */
export const deleteEndpoint = (db: DbOrTx, sellerId: string, id: string) =>
  db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.sellerId, sellerId)));

/** One page of an endpoint's deliveries, newest first, and how many it has in all. */
export async function deliveriesPage(
  db: DbOrTx,
  sellerId: string,
  endpointId: string,
  page: WebhookDeliveriesQuery,
): Promise<{ items: WebhookDelivery[]; total: number }> {
  const where = and(
    eq(webhookDeliveries.endpointId, endpointId),
    eq(webhookDeliveries.sellerId, sellerId),
  );
  const rows = await paginate(
    db
      .select()
      .from(webhookDeliveries)
      .where(where)
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .$dynamic(),
    page,
  );
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  return { items: rows.map(toDelivery), total: total?.n ?? 0 };
}

export async function sellerDeliveryRow(db: DbOrTx, sellerId: string, id: string) {
  const [row] = await db
    .select()
    .from(webhookDeliveries)
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.sellerId, sellerId)));
  return row;
}

/** Pending again, so the delivery job sends it (a delivered one would be skipped). */
export async function markDeliveryPending(db: DbOrTx, sellerId: string, id: string) {
  await db
    .update(webhookDeliveries)
    .set({ status: 'pending', deliveredAt: null })
    .where(and(eq(webhookDeliveries.id, id), eq(webhookDeliveries.sellerId, sellerId)));
}
