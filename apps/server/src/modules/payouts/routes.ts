import { idParamsSchema } from '@repasse/core/contract/kyc';
import {
  payoutProviderInputSchema,
  payoutProviderSchema,
} from '@repasse/core/contract/payout-providers';
import { asc, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serializeOn } from '../../db/locks.ts';
import { payoutProviders } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { refuseInternalUrl } from '../../http/outbound-url.ts';
import { lastFour, secretBox } from '../../lib/secrets.ts';
import { recordAudit } from '../audit/record.ts';
import { normalizePercentage } from '../fees/queries.ts';
import { defaultProviderRow, type ProviderRow } from './registry.ts';

function toProvider(app: FastifyInstance, row: ProviderRow): z.infer<typeof payoutProviderSchema> {
  const box = secretBox(app.config.secretsKey);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as 'sandbox' | 'asaas',
    apiUrl: row.apiUrl,
    tokens: [0, 1, 2].map((i) => {
      const sealed = row.tokens[i];
      return sealed ? lastFour(box.open(sealed)) : null;
    }),
    fixedFee: row.fixedFee,
    percentageFee: normalizePercentage(row.percentageFee),
    active: row.active,
    isDefault: row.isDefault,
    webhookUrl: `${app.config.publicUrl}/hooks/payouts/${row.id}`,
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

/** Admin: the BaaS providers that pay withdrawals out (Settings). */
export const payoutProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payouts'];

  app.get('/web/admin/payout-providers', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'BaaS providers, the default first',
      response: { 200: z.object({ items: z.array(payoutProviderSchema) }) },
    },
    handler: async () => {
      await defaultProviderRow(app);
      const rows = await app.db
        .select()
        .from(payoutProviders)
        .orderBy(desc(payoutProviders.isDefault), asc(payoutProviders.name));
      return { items: rows.map((row) => toProvider(app, row)) };
    },
  });

  app.post('/web/admin/payout-providers', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Add a BaaS provider',
      body: payoutProviderInputSchema,
      response: { 201: payoutProviderSchema },
    },
    handler: async (request, reply) => {
      const body = request.body;
      if (body.apiUrl)
        await refuseInternalUrl(app, body.apiUrl, 'apiUrl', { allowUnresolvable: true });
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(payoutProviders)
          .values({
            name: body.name,
            kind: body.kind,
            apiUrl: body.apiUrl || null,
            tokens: mergeTokens(app, [], body.tokens),
            fixedFee: body.fixedFee,
            percentageFee: body.percentageFee,
            active: body.active,
          })
          .returning();
        if (!created) throw new Error('provider insert returned nothing');
        await recordAudit(tx, app.clock, request, {
          action: 'admin.payout_provider.create',
          targetType: 'payout_provider',
          targetId: created.id,
          after: { name: body.name, kind: body.kind },
        });
        return created;
      });
      return reply.code(201).send(toProvider(app, row));
    },
  });

  app.put('/web/admin/payout-providers/:id', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Change a BaaS provider (tokens are write-only)',
      params: idParamsSchema,
      body: payoutProviderInputSchema,
      response: { 200: payoutProviderSchema },
    },
    handler: async (request) => {
      const body = request.body;
      if (body.apiUrl)
        await refuseInternalUrl(app, body.apiUrl, 'apiUrl', { allowUnresolvable: true });
      const row = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(payoutProviders)
          .where(eq(payoutProviders.id, request.params.id))
          .for('update');
        if (!before) throw notFound();
        if (before.isDefault && !body.active) throw new AppError(409, 'payouts.default_inactive');
        const [updated] = await tx
          .update(payoutProviders)
          .set({
            name: body.name,
            kind: body.kind,
            apiUrl: body.apiUrl || null,
            tokens: mergeTokens(app, before.tokens, body.tokens),
            fixedFee: body.fixedFee,
            percentageFee: body.percentageFee,
            active: body.active,
            updatedAt: app.clock.now(),
          })
          .where(eq(payoutProviders.id, before.id))
          .returning();
        if (!updated) throw notFound();
        await recordAudit(tx, app.clock, request, {
          action: 'admin.payout_provider.update',
          targetType: 'payout_provider',
          targetId: before.id,
          before: {
            name: before.name,
            kind: before.kind,
            fixedFee: before.fixedFee,
            percentageFee: before.percentageFee,
            active: before.active,
          },
          after: {
            name: body.name,
            kind: body.kind,
            fixedFee: body.fixedFee,
            percentageFee: body.percentageFee,
            active: body.active,
            tokensChanged: body.tokens.map((t) => t !== null),
          },
        });
        return updated;
      });
      return toProvider(app, row);
    },
  });

  app.post('/web/admin/payout-providers/:id/default', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Make a provider the default for payouts',
      params: idParamsSchema,
      response: { 200: payoutProviderSchema },
    },
    handler: async (request) => {
      const row = await app.db.transaction(async (tx) => {
        await serializeOn(tx, 'payout_providers:default');
        const [target] = await tx
          .select()
          .from(payoutProviders)
          .where(eq(payoutProviders.id, request.params.id))
          .for('update');
        if (!target) throw notFound();
        if (!target.active) throw new AppError(409, 'payouts.default_inactive');
        await tx
          .update(payoutProviders)
          .set({ isDefault: false })
          .where(eq(payoutProviders.isDefault, true));
        const [updated] = await tx
          .update(payoutProviders)
          .set({ isDefault: true })
          .where(eq(payoutProviders.id, target.id))
          .returning();
        await recordAudit(tx, app.clock, request, {
          action: 'admin.payout_provider.default',
          targetType: 'payout_provider',
          targetId: target.id,
        });
        return updated ?? target;
      });
      return toProvider(app, row);
    },
  });
};
