import {
  acquirerInputSchema,
  acquirerRoutingSchema,
  acquirerSchema,
  acquirersListSchema,
  customAcquirersSchema,
  paymentMethodsStateSchema,
} from '@repasse/core/contract/acquirers';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { changeAcquirer, createAcquirer, listAcquirers } from './admin-acquirers.ts';
import { customAcquirers, setCustomAcquirers } from './custom-acquirers.ts';
import { paymentMethodsState, setPaymentMethodsState } from './payment-methods.ts';
import { acquirerRouting, setAcquirerRouting } from './routing.ts';

export const acquirerAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['acquirers'];

  app.get('/web/admin/acquirers', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Acquirers',
      response: { 200: acquirersListSchema },
    },
    handler: async () => listAcquirers(app),
  });

  app.post('/web/admin/acquirers', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Add an acquirer',
      body: acquirerInputSchema,
      response: { 201: acquirerSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createAcquirer(app, request, request.body)),
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
    handler: async (request) => changeAcquirer(app, request, request.params.id, request.body),
  });

  app.get('/web/admin/acquirer-routing', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Multi-acquiring: acquirers per method, in order',
      response: { 200: acquirerRoutingSchema },
    },
    handler: async () => acquirerRouting(app),
  });

  app.put('/web/admin/acquirer-routing', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Set the order of acquirers per method',
      body: acquirerRoutingSchema,
      response: { 200: acquirerRoutingSchema },
    },
    handler: async (request) => setAcquirerRouting(app, request, request.body),
  });

  app.get('/web/admin/payment-methods', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Platform payment methods and whether they are active',
      response: { 200: paymentMethodsStateSchema },
    },
    handler: async () => paymentMethodsState(app),
  });

  app.put('/web/admin/payment-methods', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Switch payment methods on or off',
      body: paymentMethodsStateSchema,
      response: { 200: paymentMethodsStateSchema },
    },
    handler: async (request) => setPaymentMethodsState(app, request, request.body),
  });

  app.get('/web/admin/users/:id/acquirers', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "A user's custom acquirer per method (null: default)",
      params: idParamsSchema,
      response: { 200: customAcquirersSchema },
    },
    handler: async (request) => customAcquirers(app, request.params.id),
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
    handler: async (request) => setCustomAcquirers(app, request, request.params.id, request.body),
  });
};
