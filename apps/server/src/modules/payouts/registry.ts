import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { payoutProviders } from '../../db/schema.ts';
import { secretBox } from '../../lib/secrets.ts';
import { createPayoutProvider } from '../../providers/payouts/create-provider.ts';
import type { PayoutProvider, PayoutProviderSettings } from '../../providers/payouts/types.ts';

export type ProviderRow = typeof payoutProviders.$inferSelect;

export function providerSettings(app: FastifyInstance, row: ProviderRow): PayoutProviderSettings {
  const box = secretBox(app.config.secretsKey);
  return {
    id: row.id,
    kind: row.kind,
    apiUrl: row.apiUrl,
    tokens: row.tokens.map((t) => (t ? box.open(t) : null)),
  };
}

/** The built-in sandbox is the default provider until an admin configures another. */
export async function defaultProviderRow(
  app: FastifyInstance,
  db: DbOrTx = app.db,
): Promise<ProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(payoutProviders)
    .where(and(eq(payoutProviders.isDefault, true), eq(payoutProviders.active, true)));
  if (row) return row;
  const [any] = await db.select().from(payoutProviders).limit(1);
  if (any) return undefined;
  const box = secretBox(app.config.secretsKey);
  await db
    .insert(payoutProviders)
    .values({
      name: 'Sandbox',
      kind: 'sandbox',
      tokens: [box.seal(`whsec_${crypto.randomUUID()}`)],
      isDefault: true,
    })
    .onConflictDoNothing();
  const [created] = await db
    .select()
    .from(payoutProviders)
    .where(eq(payoutProviders.isDefault, true));
  return created;
}

export async function providerRowById(db: DbOrTx, id: string): Promise<ProviderRow | undefined> {
  const [row] = await db.select().from(payoutProviders).where(eq(payoutProviders.id, id));
  return row;
}

/** Delivers a provider's webhook to our own route in process: the same path a remote call takes. */
export function webhookDelivery(app: FastifyInstance) {
  return async (webhook: { path: string; headers: Record<string, string>; body: string }) => {
    const response = await app.inject({
      method: 'POST',
      url: webhook.path,
      headers: { 'content-type': 'application/json', ...webhook.headers },
      payload: webhook.body,
    });
    if (response.statusCode >= 300)
      throw new Error(`webhook ${webhook.path} answered ${response.statusCode}`);
  };
}

export function providerFor(app: FastifyInstance, row: ProviderRow): PayoutProvider {
  return createPayoutProvider(providerSettings(app, row), {
    db: app.db,
    clock: app.clock,
    deliver: webhookDelivery(app),
    fetch: app.outbound.fetch,
  });
}
