import {
  adminProductActionSchema,
  adminProductSchema,
  adminProductsPageSchema,
  adminProductsQuerySchema,
} from '@repasse/core/contract/admin-products';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { actOnProduct, adminProducts } from './admin-products.ts';

export const adminProductRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get('/web/admin/products', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "Every seller's products with their sales",
      querystring: adminProductsQuerySchema,
      response: { 200: adminProductsPageSchema },
    },
    handler: async (request) => adminProducts(app, request.query),
  });

  app.post('/web/admin/products/:id/status', {
    config: {
      access: 'admin',
      sensitive: 'none',
      target: { kind: 'product', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary:
        'Take a product off sale with a reason, or put it back (audited; the seller is told)',
      params: idParamsSchema,
      body: adminProductActionSchema,
      response: { 200: adminProductSchema },
    },
    handler: async (request) =>
      actOnProduct(
        app,
        { auth: requireAuth(request), ip: request.ip },
        request.params.id,
        request.body,
      ),
  });
};
