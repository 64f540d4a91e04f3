import { noContentSchema } from '@repasse/core/contract/common';
import {
  catalogIntegrationDetailSchema,
  catalogIntegrationsSchema,
  integrationKeyParamsSchema,
} from '@repasse/core/contract/integration-catalog';
import {
  regenerateKeyRequestSchema,
  regenerateKeyResponseSchema,
} from '@repasse/core/contract/integrations';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import {
  catalogEntryForSeller,
  catalogForSeller,
  issueIntegrationKey,
  publicCatalogBanner,
  revokeIntegrationKey,
} from './catalog-seller.ts';
import { sendBanner } from './send-banner.ts';

/** /integrations → Catalog: the integrations sellers set up, with keys made for each. */
export const integrationCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['integration catalog'];

  app.get('/web/integrations/catalog', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'The active catalog entries, each saying whether the caller set it up',
      response: { 200: catalogIntegrationsSchema },
    },
    handler: async (request) => catalogForSeller(app, requireAuth(request).user.id),
  });

  app.get('/web/integrations/catalog/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "An active entry's instructions and the caller's keys made for it (masked)",
      params: idParamsSchema,
      response: { 200: catalogIntegrationDetailSchema },
    },
    handler: async (request) =>
      catalogEntryForSeller(app, requireAuth(request).user.id, request.params.id),
  });

  app.post('/web/integrations/catalog/:id/keys', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags,
      summary:
        "Create or regenerate a key for this integration; its previous one stops working, the caller's own keys stay; the secret is shown once",
      params: idParamsSchema,
      body: regenerateKeyRequestSchema,
      response: { 201: regenerateKeyResponseSchema },
    },
    handler: async (request, reply) => {
      const sellerId = requireAuth(request).user.id;
      const created = await issueIntegrationKey(
        app,
        request,
        sellerId,
        request.params.id,
        request.body,
      );
      return reply.code(201).send(created);
    },
  });

  app.delete('/web/integrations/catalog/:id/keys/:keyId', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags,
      summary: 'Revoke a key made for this integration: it stops working at once',
      params: integrationKeyParamsSchema,
      response: { 204: noContentSchema },
    },
    handler: async (request, reply) => {
      const { id, keyId } = request.params;
      await revokeIntegrationKey(app, request, requireAuth(request).user.id, id, keyId);
      return reply.code(204).send(null);
    },
  });

  app.get('/web/public/integrations/:id/banner', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "An active entry's banner (public, as the catalog shows it)",
      params: idParamsSchema,
      download: ['image/jpeg', 'image/png'],
    },
    handler: async (request, reply) =>
      sendBanner(reply, await publicCatalogBanner(app, request.params.id), 'public'),
  });
};
