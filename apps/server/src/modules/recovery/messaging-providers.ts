import type {
  MessagingProvider,
  MessagingProviderBody,
  MessagingProvidersList,
} from '@repasse/core/contract/recovery-outreach';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { serializeOn } from '../../db/locks.ts';
import { messagingProviders } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { refuseInternalUrl } from '../../http/outbound-url.ts';
import { lastFour, secretBox } from '../../lib/secrets.ts';
import { decide } from '../audit/decision.ts';
import { type AuditActor, recordAudit } from '../audit/record.ts';
import { channelProvider, type MessagingProviderRow, messagingWebhookUrl } from './providers.ts';

const targetType = 'messaging_provider';

/** Tokens leave only as their last four characters. */
function toProvider(app: FastifyInstance, row: MessagingProviderRow): MessagingProvider {
  const box = secretBox(app.config.secretsKey);
  return {
    id: row.id,
    channel: row.channel,
    kind: row.kind,
    name: row.name,
    apiUrl: row.apiUrl,
    settings: row.settings,
    tokens: [0, 1, 2].map((i) => {
      const sealed = row.tokens[i];
      return sealed ? lastFour(box.open(sealed)) : null;
    }),
    active: row.active,
    isDefault: row.isDefault,
    webhookUrl: messagingWebhookUrl(app, row.id),
  };
}

/** Merges write-only token slots: a value replaces, an empty string clears, null keeps. */
function mergeTokens(app: FastifyInstance, stored: (string | null)[], incoming: (string | null)[]) {
  const box = secretBox(app.config.secretsKey);
  return [0, 1, 2].map((i) => {
    const value = incoming[i];
    if (value === null || value === undefined) return stored[i] ?? null;
    return value ? box.seal(value) : null;
  });
}

/** The server calls the provider's API URL: it may not point inside our network. */
async function refuseInternalApiUrl(app: FastifyInstance, body: MessagingProviderBody) {
  if (body.apiUrl) await refuseInternalUrl(app, body.apiUrl, 'apiUrl', { allowUnresolvable: true });
}

/** Only one default per channel: the one just marked takes it from the others. */
async function takeDefault(tx: Tx, row: MessagingProviderRow): Promise<void> {
  await serializeOn(tx, `messaging_providers:default:${row.channel}`);
  // Two statements: the unique index on the channel's default is checked row by row.
  await tx
    .update(messagingProviders)
    .set({ isDefault: false })
    .where(and(eq(messagingProviders.channel, row.channel), ne(messagingProviders.id, row.id)));
  await tx
    .update(messagingProviders)
    .set({ isDefault: true })
    .where(eq(messagingProviders.id, row.id));
}

/** Every provider, each channel's sandbox made on the first visit when it has none. */
export async function listMessagingProviders(
  app: FastifyInstance,
): Promise<MessagingProvidersList> {
  await channelProvider(app, 'sms');
  await channelProvider(app, 'whatsapp');
  const rows = await app.db
    .select()
    .from(messagingProviders)
    .orderBy(
      asc(messagingProviders.channel),
      desc(messagingProviders.isDefault),
      asc(messagingProviders.name),
    );
  return { items: rows.map((row) => toProvider(app, row)) };
}

export async function createMessagingProvider(
  app: FastifyInstance,
  actor: AuditActor,
  body: MessagingProviderBody,
): Promise<MessagingProvider> {
  await refuseInternalApiUrl(app, body);
  const row = await app.db.transaction(async (tx) => {
    const now = app.clock.now();
    const [created] = await tx
      .insert(messagingProviders)
      .values({
        channel: body.channel,
        kind: body.kind,
        name: body.name,
        apiUrl: body.apiUrl || null,
        settings: body.settings,
        tokens: mergeTokens(app, [], body.tokens),
        active: body.active,
        isDefault: false,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    if (!created) throw notFound();
    if (body.isDefault && body.active) await takeDefault(tx, created);
    await recordAudit(tx, app.clock, actor, {
      action: 'admin.messaging_provider.create',
      targetType,
      targetId: created.id,
      after: { name: body.name, kind: body.kind, channel: body.channel, active: body.active },
    });
    const [fresh] = await tx
      .select()
      .from(messagingProviders)
      .where(eq(messagingProviders.id, created.id));
    return fresh ?? created;
  });
  return toProvider(app, row);
}

/**
 * An admin changes a provider (tokens write-only). Switching off the channel's default leaves the
 * channel without one: its messages are skipped until another is made the default.
 */
export async function updateMessagingProvider(
  app: FastifyInstance,
  actor: AuditActor,
  id: string,
  body: MessagingProviderBody,
): Promise<MessagingProvider> {
  await refuseInternalApiUrl(app, body);
  let updated: MessagingProviderRow | undefined;
  await decide(app, actor, {
    action: 'admin.messaging_provider.update',
    targetType,
    lock: async (tx) => {
      const [row] = await tx
        .select()
        .from(messagingProviders)
        .where(eq(messagingProviders.id, id))
        .for('update');
      if (!row) throw notFound();
      return row;
    },
    apply: async (tx, before) => {
      const [row] = await tx
        .update(messagingProviders)
        .set({
          // A provider's channel is what its messages went out on: it never changes.
          kind: body.kind,
          name: body.name,
          apiUrl: body.apiUrl || null,
          settings: body.settings,
          tokens: mergeTokens(app, before.tokens, body.tokens),
          active: body.active,
          isDefault: before.isDefault && body.active,
          updatedAt: app.clock.now(),
        })
        .where(eq(messagingProviders.id, before.id))
        .returning();
      if (!row) throw notFound();
      if (body.isDefault && body.active) await takeDefault(tx, row);
      [updated] = await tx.select().from(messagingProviders).where(eq(messagingProviders.id, id));
      return {
        before: {
          name: before.name,
          kind: before.kind,
          active: before.active,
          isDefault: before.isDefault,
        },
        after: {
          name: body.name,
          kind: body.kind,
          active: body.active,
          isDefault: body.isDefault && body.active,
          tokensChanged: body.tokens.map((t) => t !== null),
        },
      };
    },
  });
  if (!updated) throw notFound();
  return toProvider(app, updated);
}
