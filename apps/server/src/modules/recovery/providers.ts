import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { messagingProviders } from '../../db/schema.ts';
import { secretBox } from '../../lib/secrets.ts';
import { createMessagingProvider } from '../../providers/messaging/create-messaging-provider.ts';
import type { MessagingProvider, PhoneChannel } from '../../providers/messaging/types.ts';
import { webhookDelivery } from '../payouts/registry.ts';

export type MessagingProviderRow = typeof messagingProviders.$inferSelect;

/**
 * The channel's provider: the admin's default when active, otherwise the built-in sandbox, made
 * the first time a channel needs one (as the payout sandbox is), so outreach works out of the box
 * and a fresh platform sends nothing to real phones.
 */
export async function channelProvider(
  app: FastifyInstance,
  channel: PhoneChannel,
  db: DbOrTx = app.db,
): Promise<MessagingProviderRow | undefined> {
  const [row] = await db
    .select()
    .from(messagingProviders)
    .where(
      and(
        eq(messagingProviders.channel, channel),
        eq(messagingProviders.isDefault, true),
        eq(messagingProviders.active, true),
      ),
    );
  if (row) return row;
  const [any] = await db
    .select({ id: messagingProviders.id })
    .from(messagingProviders)
    .where(eq(messagingProviders.channel, channel))
    .limit(1);
  // An admin who configured providers and switched them all off means: no messages here.
  if (any) return undefined;
  const box = secretBox(app.config.secretsKey);
  await db
    .insert(messagingProviders)
    .values({
      channel,
      kind: 'sandbox',
      name: channel === 'sms' ? 'Sandbox SMS' : 'Sandbox WhatsApp',
      tokens: [box.seal(`whsec_${crypto.randomUUID()}`)],
      isDefault: true,
    })
    .onConflictDoNothing();
  const [created] = await db
    .select()
    .from(messagingProviders)
    .where(and(eq(messagingProviders.channel, channel), eq(messagingProviders.isDefault, true)));
  return created;
}

export async function messagingProviderById(
  db: DbOrTx,
  id: string,
): Promise<MessagingProviderRow | undefined> {
  const [row] = await db.select().from(messagingProviders).where(eq(messagingProviders.id, id));
  return row;
}

/** The adapter of a provider row, its secrets opened. */
export function messagingAdapterFor(
  app: FastifyInstance,
  row: MessagingProviderRow,
): MessagingProvider {
  const box = secretBox(app.config.secretsKey);
  return createMessagingProvider(
    {
      id: row.id,
      channel: row.channel,
      kind: row.kind,
      apiUrl: row.apiUrl,
      settings: row.settings,
      secrets: row.tokens.map((token) => (token ? box.open(token) : null)),
    },
    {
      db: app.db,
      clock: app.clock,
      deliver: webhookDelivery(app),
      fetch: app.outbound.fetch,
    },
  );
}

/** Where a provider posts statuses and replies. */
export const messagingWebhookUrl = (app: FastifyInstance, providerId: string) =>
  `${app.config.publicUrl.replace(/\/+$/, '')}/hooks/messaging/${providerId}`;
