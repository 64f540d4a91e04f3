import { noContentSchema } from '@repasse/core/contract/common';
import {
  apiKeysResponseSchema,
  regenerateKeyRequestSchema,
  regenerateKeyResponseSchema,
  webhookDeliveriesPageSchema,
  webhookDeliveriesQuerySchema,
  webhookEndpointCreatedSchema,
  webhookEndpointInputSchema,
  webhookEndpointSchema,
  webhookEndpointsSchema,
  webhookReplaySchema,
} from '@repasse/core/contract/integrations';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { endpointDeliveries, replayDelivery } from './deliveries.ts';
import {
  addEndpoint,
  changeEndpoint,
  listEndpoints,
  removeEndpoint,
  rollEndpointSecret,
} from './endpoints.ts';
import { issueApiKey, sellerApiKeys } from './keys.ts';

export const integrationRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['integrations'];

  app.get('/web/integrations/keys', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's API keys (secret keys masked)",
      response: { 200: apiKeysResponseSchema },
    },
    handler: async (request) => sellerApiKeys(app, requireAuth(request).user.id),
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
      const created = await issueApiKey(app, request, requireAuth(request).user.id, request.body);
      return reply.code(201).send(created);
    },
  });

  app.get('/web/integrations/webhooks', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's webhook endpoints",
      response: { 200: webhookEndpointsSchema },
    },
    handler: async (request) => listEndpoints(app, requireAuth(request).user.id),
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
      const created = await addEndpoint(app, request, requireAuth(request).user.id, request.body);
      return reply.code(201).send(created);
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
    handler: async (request) =>
      changeEndpoint(app, request, requireAuth(request).user.id, request.params.id, request.body),
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
    handler: async (request) =>
      rollEndpointSecret(app, request, requireAuth(request).user.id, request.params.id),
  });

  app.delete('/web/integrations/webhooks/:id', {
    config: { access: 'user', sensitive: 'credentials' },
    schema: {
      tags,
      summary: 'Remove an endpoint and its delivery log',
      params: idParamsSchema,
      response: { 204: noContentSchema },
    },
    handler: async (request, reply) => {
      await removeEndpoint(app, request, requireAuth(request).user.id, request.params.id);
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
    handler: async (request) =>
      endpointDeliveries(app, requireAuth(request).user.id, request.params.id, request.query),
  });

  app.post('/web/integrations/deliveries/:id/replay', {
    config: { access: 'user', sensitive: 'none' },
    schema: {
      tags,
      summary: 'Send a delivery again',
      params: idParamsSchema,
      response: { 202: webhookReplaySchema },
    },
    handler: async (request, reply) => {
      const replay = await replayDelivery(app, requireAuth(request).user.id, request.params.id);
      return reply.code(202).send(replay);
    },
  });
};
