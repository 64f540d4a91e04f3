import { randomBytes } from 'node:crypto';
import {
  apiKeysResponseSchema,
  regenerateKeyRequestSchema,
  regenerateKeyResponseSchema,
  webhookDeliveriesPageSchema,
  webhookDeliveriesQuerySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointInputSchema,
  webhookEndpointSchema,
} from '@repasse/core/contract/integrations';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import { pageWindow } from '@repasse/core/contract/pagination';
import { and, count, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { requireAuth } from '../../http/guards.ts';
import { refuseInternalUrl } from '../../http/outbound-url.ts';
import { secretBox } from '../../lib/secrets.ts';
import { recordAudit } from '../audit/record.ts';
import { activeKeys, regenerateKey, toApiKey } from './keys.ts';

type EndpointRow = typeof webhookEndpoints.$inferSelect;
const toEndpoint = (row: EndpointRow) => ({
  id: row.id,
  url: row.url,
  events: row.events as z.infer<typeof webhookEndpointSchema>['events'],
  active: row.active,
  createdAt: row.createdAt.toISOString(),
});

async function ownEndpoint(app: FastifyInstance, sellerId: string, id: string) {
  const [row] = await app.db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.sellerId, sellerId)));
  if (!row) throw notFound();
  return row;
}

export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['integrations'];

  app.get('/web/integrations/keys', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's API keys (secret keys masked)",
      response: { 200: apiKeysResponseSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      const [user] = await app.db
        .select({ documentStatus: users.documentStatus })
        .from(users)
        .where(eq(users.id, auth.user.id));
      const keys = (await activeKeys(app.db, auth.user.id)).map(toApiKey);
      return { keys, liveEnabled: user?.documentStatus === 'validate' };
    },
  });

  app.post('/web/integrations/keys', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags,
      summary: 'Create or regenerate a key; the old one stops working; the secret is shown once',
      body: regenerateKeyRequestSchema,
      response: { 201: regenerateKeyResponseSchema },
    },
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const result = await app.db.transaction(async (tx) => {
        const created = await regenerateKey(
          tx,
          app.clock,
          auth.user.id,
          request.body.mode,
          request.body.kind,
        );
        await recordAudit(tx, app.clock, request, {
          action: 'integrations.key_regenerate',
          targetType: 'api_key',
          targetId: created.key.id,
          after: { mode: request.body.mode, kind: request.body.kind },
        });
        return created;
      });
      return reply.code(201).send(result);
    },
  });

  app.get('/web/integrations/webhooks', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's webhook endpoints",
      response: { 200: z.object({ items: z.array(webhookEndpointSchema) }) },
    },
    handler: async (request) => {
      const rows = await app.db
        .select()
        .from(webhookEndpoints)
        .where(eq(webhookEndpoints.sellerId, requireAuth(request).user.id))
        .orderBy(desc(webhookEndpoints.createdAt));
      return { items: rows.map(toEndpoint) };
    },
  });

  app.post('/web/integrations/webhooks', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags,
      summary: 'Add an endpoint; its signing secret is shown once',
      body: webhookEndpointInputSchema,
      response: { 201: webhookEndpointCreatedSchema },
    },
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      await refuseInternalUrl(app, request.body.url, 'url');
      const secret = newWebhookSecret();
      const now = app.clock.now();
      const [row] = await app.db
        .insert(webhookEndpoints)
        .values({
          sellerId: auth.user.id,
          url: request.body.url,
          events: request.body.events,
          active: request.body.active,
          secret: secretBox(app.config.secretsKey).seal(secret),
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('endpoint insert returned nothing');
      return reply.code(201).send({ ...toEndpoint(row), secret });
    },
  });

  app.put('/web/integrations/webhooks/:id', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags,
      summary: 'Change an endpoint',
      params: idParamsSchema,
      body: webhookEndpointInputSchema,
      response: { 200: webhookEndpointSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      await ownEndpoint(app, auth.user.id, request.params.id);
      await refuseInternalUrl(app, request.body.url, 'url');
      const [row] = await app.db
        .update(webhookEndpoints)
        .set({
          url: request.body.url,
          events: request.body.events,
          active: request.body.active,
          updatedAt: app.clock.now(),
        })
        .where(eq(webhookEndpoints.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return toEndpoint(row);
    },
  });

  app.post('/web/integrations/webhooks/:id/secret', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags,
      summary:
        'Roll the signing secret: deliveries from now on are signed with the new one, shown once',
      params: idParamsSchema,
      response: { 200: webhookEndpointCreatedSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      await ownEndpoint(app, auth.user.id, request.params.id);
      const secret = newWebhookSecret();
      const [row] = await app.db
        .update(webhookEndpoints)
        .set({
          secret: secretBox(app.config.secretsKey).seal(secret),
          updatedAt: app.clock.now(),
        })
        .where(eq(webhookEndpoints.id, request.params.id))
        .returning();
      if (!row) throw notFound();
      return { ...toEndpoint(row), secret };
    },
  });

  app.delete('/web/integrations/webhooks/:id', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags,
      summary: 'Remove an endpoint and its delivery log',
      params: idParamsSchema,
      response: { 204: z.null() },
    },
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      await ownEndpoint(app, auth.user.id, request.params.id);
      await app.db.delete(webhookEndpoints).where(eq(webhookEndpoints.id, request.params.id));
      return reply.code(204).send(null);
    },
  });

  app.get('/web/integrations/webhooks/:id/deliveries', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "An endpoint's delivery log",
      params: idParamsSchema,
      querystring: webhookDeliveriesQuerySchema,
      response: { 200: webhookDeliveriesPageSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      await ownEndpoint(app, auth.user.id, request.params.id);
      const where = eq(webhookDeliveries.endpointId, request.params.id);
      const { limit, offset } = pageWindow(request.query);
      const query = app.db
        .select()
        .from(webhookDeliveries)
        .where(where)
        .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
        .offset(offset);
      const rows = limit === undefined ? await query : await query.limit(limit);
      const [total] = await app.db.select({ n: count() }).from(webhookDeliveries).where(where);
      return {
        items: rows.map((row) => ({
          id: row.id,
          eventId: row.eventId,
          eventType: row.eventType,
          status: row.status as 'pending' | 'delivered' | 'failed',
          attempts: row.attempts,
          lastStatusCode: row.lastStatusCode,
          lastError: row.lastError,
          createdAt: row.createdAt.toISOString(),
          deliveredAt: row.deliveredAt?.toISOString() ?? null,
          payload: row.payload,
        })),
        total: total?.n ?? 0,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  });

  app.post('/web/integrations/deliveries/:id/replay', {
    config: { access: 'user', sensitive: 'none' },
    schema: {
      tags,
      summary: 'Send a delivery again',
      params: idParamsSchema,
      response: { 202: z.object({ queued: z.boolean() }) },
    },
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const [row] = await app.db
        .select()
        .from(webhookDeliveries)
        .where(
          and(
            eq(webhookDeliveries.id, request.params.id),
            eq(webhookDeliveries.sellerId, auth.user.id),
          ),
        );
      if (!row) throw notFound();
      await app.db.transaction(async (tx) => {
        await tx
          .update(webhookDeliveries)
          .set({ status: 'pending', deliveredAt: null })
          .where(eq(webhookDeliveries.id, row.id));
        // A replay is a new job: the first one may have finished long ago.
        await app.queue.send(
          tx,
          'webhooks.deliver',
          { deliveryId: row.id },
          { retryLimit: 8, retryBackoff: true, retryDelay: 30 },
        );
      });
      return reply.code(202).send({ queued: true });
    },
  });
};

const newWebhookSecret = () => `whsec_${randomBytes(24).toString('base64url')}`;
