import { idParamsSchema } from '@repasse/core/contract/kyc';
import {
  checkoutChargeRequestSchema,
  checkoutChargeSchema,
  checkoutSchema,
  productInputSchema,
  productSchema,
  productsListSchema,
} from '@repasse/core/contract/products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookieOf } from '../../http/cookies.ts';
import { requireAuth } from '../../http/guards.ts';
import { visitorCookie } from '../affiliates/attribution.ts';
import {
  createProduct,
  listProducts,
  publicProductImage,
  replaceProductImage,
  updateProduct,
} from './catalogue.ts';
import { checkoutCharge, checkoutOf, payForProduct, simulateCheckoutPayment } from './checkout.ts';
import { uploadedImage } from './image-upload.ts';

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['products'];

  app.get('/web/products', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's products",
      response: { 200: productsListSchema },
    },
    handler: async (request) => listProducts(app, requireAuth(request).user.id),
  });

  app.post('/web/products', {
    config: { access: 'user', sensitive: 'none' },
    schema: {
      tags,
      summary: 'Create a product with its checkout link',
      body: productInputSchema,
      response: { 201: productSchema },
    },
    handler: async (request, reply) => {
      const product = await createProduct(app, requireAuth(request).user.id, request.body);
      return reply.code(201).send(product);
    },
  });

  app.put('/web/products/:id', {
    config: { access: 'user', sensitive: 'none' },
    schema: {
      tags,
      summary: 'Change a product',
      params: idParamsSchema,
      body: productInputSchema,
      response: { 200: productSchema },
    },
    handler: async (request) =>
      updateProduct(app, requireAuth(request).user.id, request.params.id, request.body),
  });

  app.put('/web/products/:id/image', {
    config: { access: 'user', sensitive: 'none' },
    schema: {
      tags,
      summary: 'Upload the product image (JPEG or PNG, up to 2 MB), multipart field "file"',
      consumes: ['multipart/form-data'],
      params: idParamsSchema,
      response: { 200: productSchema },
    },
    handler: async (request) => {
      const sellerId = requireAuth(request).user.id;
      const read = () => uploadedImage(request);
      return replaceProductImage(app, sellerId, request.params.id, read);
    },
  });

  app.get('/web/public/products/:id/image', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A product's image (public, as on its checkout)",
      params: idParamsSchema,
      download: ['image/jpeg', 'image/png'],
    },
    handler: async (request, reply) => {
      const { data, type } = await publicProductImage(app, request.params.id);
      return reply
        .header('content-type', type)
        .header('cache-control', 'public, max-age=300')
        .header('x-content-type-options', 'nosniff')
        .send(data);
    },
  });

  app.get('/web/public/checkout/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['checkout'],
      summary: 'A product as its checkout shows it, with instalment options',
      params: idParamsSchema,
      response: { 200: checkoutSchema },
    },
    handler: async (request) => checkoutOf(app, request.params.id),
  });

  app.post('/web/public/checkout/:id/charges', {
    config: { access: 'public' },
    schema: {
      tags: ['checkout'],
      summary: "Pay for a product (live once the seller's documents are approved, test before)",
      params: idParamsSchema,
      body: checkoutChargeRequestSchema,
      response: { 201: checkoutChargeSchema },
    },
    handler: async (request, reply) => {
      const charge = await payForProduct(app, request.params.id, request.body, {
        ip: request.ip,
        visitor: cookieOf(request, visitorCookie),
      });
      return reply.code(201).send(charge);
    },
  });

  app.get('/web/public/checkout/charges/:id', {
    config: { access: 'public' },
    schema: {
      tags: ['checkout'],
      summary: "A buyer's payment status (the checkout polls it)",
      params: idParamsSchema,
      response: { 200: checkoutChargeSchema },
    },
    handler: async (request) => checkoutCharge(app, request.params.id),
  });

  app.post('/web/public/checkout/charges/:id/simulate', {
    config: { access: 'public' },
    schema: {
      tags: ['checkout'],
      summary: 'Test mode only: the sandbox pays this Pix or boleto',
      params: idParamsSchema,
      response: { 200: checkoutChargeSchema },
    },
    handler: async (request) => simulateCheckoutPayment(app, request.params.id),
  });
};
