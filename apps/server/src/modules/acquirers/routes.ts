import {
  acquirerInputSchema,
  acquirerRoutingSchema,
  acquirerSchema,
  customAcquirersSchema,
  paymentMethodsStateSchema,
} from '@repasse/core/contract/acquirers';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import { asc, eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { serializeOn } from '../../db/locks.ts';
import { acquirerRoutes, acquirers, paymentMethodSettings, users } from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { refuseInternalUrl } from '../../http/outbound-url.ts';
import { lastFour, secretBox } from '../../lib/secrets.ts';
import { recordAudit } from '../audit/record.ts';
import { type AcquirerRow, ensureSandboxAcquirer } from './registry.ts';

const methods = ['pix', 'card', 'boleto'] as const;

function toAcquirer(app: FastifyInstance, row: AcquirerRow): z.infer<typeof acquirerSchema> {
  const box = secretBox(app.config.secretsKey);
  return {
    id: row.id,
    name: row.name,
    kind: row.kind as 'sandbox',
    active: row.active,
    apiUrl: row.apiUrl,
    tokens: Array.from({ length: 6 }, (_, i) =>
      row.tokens[i] ? lastFour(box.open(row.tokens[i] as string)) : null,
    ),
    methods: row.methods as z.infer<typeof acquirerSchema>['methods'],
    retention: {
      pix: row.retention.pix ?? '0',
      card: row.retention.card ?? '0',
      boleto: row.retention.boleto ?? '0',
    },
    fees: row.fees,
    maxInstalments: row.maxInstalments,
    webhookUrl: `${app.config.publicUrl}/hooks/acquirers/${row.id}`,
  };
}

function mergeTokens(app: FastifyInstance, stored: (string | null)[], incoming: (string | null)[]) {
  const box = secretBox(app.config.secretsKey);
  return Array.from({ length: 6 }, (_, i) => {
    const value = incoming[i];
    if (value === null || value === undefined) return stored[i] ?? null;
    return value ? box.seal(value) : null;
  });
}

export const acquirerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['acquirers'];

  app.get('/web/admin/acquirers', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Acquirers',
      response: { 200: z.object({ items: z.array(acquirerSchema) }) },
    },
    handler: async () => {
      await ensureSandboxAcquirer(app);
      const rows = await app.db.select().from(acquirers).orderBy(asc(acquirers.name));
      return { items: rows.map((row) => toAcquirer(app, row)) };
    },
  });

  app.post('/web/admin/acquirers', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Add an acquirer',
      body: acquirerInputSchema,
      response: { 201: acquirerSchema },
    },
    handler: async (request, reply) => {
      const b = request.body;
      if (b.apiUrl) await refuseInternalUrl(app, b.apiUrl, 'apiUrl', { allowUnresolvable: true });
      await ensureSandboxAcquirer(app);
      const row = await app.db.transaction(async (tx) => {
        const [created] = await tx
          .insert(acquirers)
          .values({
            name: b.name,
            kind: b.kind,
            active: b.active,
            apiUrl: b.apiUrl || null,
            tokens: mergeTokens(app, [], b.tokens),
            methods: b.methods,
            retention: b.retention,
            fees: b.fees,
            maxInstalments: b.maxInstalments,
          })
          .returning();
        if (!created) throw new Error('acquirer insert returned nothing');
        await recordAudit(tx, app.clock, request, {
          action: 'admin.acquirer.create',
          targetType: 'acquirer',
          targetId: created.id,
          after: { name: b.name, kind: b.kind, methods: b.methods },
        });
        return created;
      });
      return reply.code(201).send(toAcquirer(app, row));
    },
  });

  app.put('/web/admin/acquirers/:id', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Change an acquirer (tokens are write-only)',
      params: idParamsSchema,
      body: acquirerInputSchema,
      response: { 200: acquirerSchema },
    },
    handler: async (request) => {
      const b = request.body;
      if (b.apiUrl) await refuseInternalUrl(app, b.apiUrl, 'apiUrl', { allowUnresolvable: true });
      await ensureSandboxAcquirer(app);
      const row = await app.db.transaction(async (tx) => {
        const [before] = await tx
          .select()
          .from(acquirers)
          .where(eq(acquirers.id, request.params.id))
          .for('update');
        if (!before) throw notFound();
        const [updated] = await tx
          .update(acquirers)
          .set({
            name: b.name,
            kind: b.kind,
            active: b.active,
            apiUrl: b.apiUrl || null,
            tokens: mergeTokens(app, before.tokens, b.tokens),
            methods: b.methods,
            retention: b.retention,
            fees: b.fees,
            maxInstalments: b.maxInstalments,
            updatedAt: app.clock.now(),
          })
          .where(eq(acquirers.id, before.id))
          .returning();
        if (!updated) throw notFound();
        await recordAudit(tx, app.clock, request, {
          action: 'admin.acquirer.update',
          targetType: 'acquirer',
          targetId: before.id,
          before: {
            name: before.name,
            active: before.active,
            methods: before.methods,
            fees: before.fees,
            retention: before.retention,
          },
          after: {
            name: b.name,
            active: b.active,
            methods: b.methods,
            fees: b.fees,
            retention: b.retention,
          },
        });
        return updated;
      });
      return toAcquirer(app, row);
    },
  });

  app.get('/web/admin/acquirer-routing', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Multi-acquiring: acquirers per method, in order',
      response: { 200: acquirerRoutingSchema },
    },
    handler: async () => {
      await ensureSandboxAcquirer(app);
      const rows = await app.db
        .select()
        .from(acquirerRoutes)
        .orderBy(asc(acquirerRoutes.method), asc(acquirerRoutes.position));
      return Object.fromEntries(
        methods.map((m) => [m, rows.filter((r) => r.method === m).map((r) => r.acquirerId)]),
      ) as z.infer<typeof acquirerRoutingSchema>;
    },
  });

  app.put('/web/admin/acquirer-routing', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Set the order of acquirers per method',
      body: acquirerRoutingSchema,
      response: { 200: acquirerRoutingSchema },
    },
    handler: async (request) => {
      const ids = [...new Set(methods.flatMap((m) => request.body[m]))];
      const known = ids.length
        ? await app.db
            .select({ id: acquirers.id, methods: acquirers.methods })
            .from(acquirers)
            .where(inArray(acquirers.id, ids))
        : [];
      for (const method of methods) {
        for (const id of request.body[method]) {
          const acquirer = known.find((k) => k.id === id);
          if (!acquirer?.methods.includes(method))
            throw new AppError('validation', { [method]: 'validation.invalid' });
        }
      }
      await app.db.transaction(async (tx) => {
        await serializeOn(tx, 'acquirer_routing');
        await tx.delete(acquirerRoutes);
        const rows = methods.flatMap((method) =>
          request.body[method].map((acquirerId, position) => ({ method, position, acquirerId })),
        );
        if (rows.length) await tx.insert(acquirerRoutes).values(rows);
        await recordAudit(tx, app.clock, request, {
          action: 'admin.acquirer.routing',
          targetType: 'acquirer_routing',
          targetId: null,
          after: request.body,
        });
      });
      return request.body;
    },
  });

  app.get('/web/admin/payment-methods', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Platform payment methods and whether they are active',
      response: { 200: paymentMethodsStateSchema },
    },
    handler: async () => {
      const rows = await app.db.select().from(paymentMethodSettings);
      return Object.fromEntries(
        methods.map((m) => [m, rows.find((r) => r.method === m)?.active ?? true]),
      ) as z.infer<typeof paymentMethodsStateSchema>;
    },
  });

  app.put('/web/admin/payment-methods', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Switch payment methods on or off',
      body: paymentMethodsStateSchema,
      response: { 200: paymentMethodsStateSchema },
    },
    handler: async (request) => {
      await app.db.transaction(async (tx) => {
        for (const method of methods) {
          await tx
            .insert(paymentMethodSettings)
            .values({ method, active: request.body[method], updatedAt: app.clock.now() })
            .onConflictDoUpdate({
              target: paymentMethodSettings.method,
              set: { active: request.body[method], updatedAt: app.clock.now() },
            });
        }
        await recordAudit(tx, app.clock, request, {
          action: 'admin.payment_methods',
          targetType: 'payment_methods',
          targetId: null,
          after: request.body,
        });
      });
      return request.body;
    },
  });

  app.get('/web/admin/users/:id/acquirers', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "A user's custom acquirer per method (null: default)",
      params: idParamsSchema,
      response: { 200: customAcquirersSchema },
    },
    handler: async (request) => {
      const [user] = await app.db
        .select({ custom: users.customAcquirers })
        .from(users)
        .where(eq(users.id, request.params.id));
      if (!user) throw notFound();
      return {
        pix: user.custom.pix ?? null,
        card: user.custom.card ?? null,
        boleto: user.custom.boleto ?? null,
      };
    },
  });

  app.put('/web/admin/users/:id/acquirers', {
    config: {
      access: 'admin',
      sensitive: 'money',
      target: { kind: 'user', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: "Set a user's custom acquirer per method",
      params: idParamsSchema,
      body: customAcquirersSchema,
      response: { 200: customAcquirersSchema },
    },
    handler: async (request) => {
      const custom = Object.fromEntries(
        methods.filter((m) => request.body[m]).map((m) => [m, request.body[m] as string]),
      );
      await app.db.transaction(async (tx) => {
        const [user] = await tx
          .select({ custom: users.customAcquirers })
          .from(users)
          .where(eq(users.id, request.params.id))
          .for('update');
        if (!user) throw notFound();
        for (const [method, id] of Object.entries(custom)) {
          const [acquirer] = await tx
            .select({ methods: acquirers.methods })
            .from(acquirers)
            .where(eq(acquirers.id, id));
          if (!acquirer?.methods.includes(method))
            throw new AppError('validation', { [method]: 'validation.invalid' });
        }
        await tx
          .update(users)
          .set({ customAcquirers: custom, updatedAt: app.clock.now() })
          .where(eq(users.id, request.params.id));
        await recordAudit(tx, app.clock, request, {
          action: 'admin.user.acquirers',
          targetType: 'user',
          targetId: request.params.id,
          before: user.custom,
          after: custom,
        });
      });
      return request.body;
    },
  });
};
