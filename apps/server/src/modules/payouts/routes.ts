import { idParamsSchema } from '@repasse/core/contract/kyc';
import {
  payoutProviderInputSchema,
  payoutProviderSchema,
  payoutProvidersListSchema,
} from '@repasse/core/contract/payout-providers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  createPayoutProvider,
  listPayoutProviders,
  makeDefaultPayoutProvider,
  updatePayoutProvider,
} from './providers.ts';

/** Admin: the BaaS providers that pay withdrawals out (Settings). */
export const payoutProviderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['payouts'];

  app.get('/web/admin/payout-providers', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'BaaS providers, the default first',
      response: { 200: payoutProvidersListSchema },
    },
    handler: async () => listPayoutProviders(app),
  });

  app.post('/web/admin/payout-providers', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Add a BaaS provider',
      body: payoutProviderInputSchema,
      response: { 201: payoutProviderSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createPayoutProvider(app, request, request.body)),
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
    handler: async (request) => updatePayoutProvider(app, request, request.params.id, request.body),
  });

  app.post('/web/admin/payout-providers/:id/default', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Make a provider the default for payouts',
      params: idParamsSchema,
      response: { 200: payoutProviderSchema },
    },
    handler: async (request) => makeDefaultPayoutProvider(app, request, request.params.id),
  });
};
