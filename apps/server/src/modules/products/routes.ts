import { idParamsSchema } from '@repasse/core/contract/kyc';
import {
  checkoutChargeRequestSchema,
  checkoutChargeSchema,
  checkoutSchema,
  productInputSchema,
  productSchema,
} from '@repasse/core/contract/products';
import { instalmentOptions } from '@repasse/core/fees/sale';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { products, transactionEvents, transactions, users } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { requireAuth } from '../../http/guards.ts';
import { isMethodActive } from '../acquirers/registry.ts';
import { feeProfileOf, loadPlatformSettings } from '../fees/queries.ts';
import { ensurePublicKey } from '../integrations/keys.ts';
import { detectKycFileType } from '../kyc/file-type.ts';
import { createCharge } from '../payments/charges.ts';
import type { TransactionRow } from '../payments/queries.ts';
import { simulatePayment } from '../payments/routes.ts';

type ProductRow = typeof products.$inferSelect;
const maxImageBytes = 2 * 1024 * 1024;

function toProduct(app: FastifyInstance, row: ProductRow) {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    price: row.price,
    methods: row.methods as ('pix' | 'card' | 'boleto')[],
    maxInstalments: row.maxInstalments,
    active: row.active,
    imageUrl: row.imageKey ? `${app.config.publicUrl}/web/public/products/${row.id}/image` : null,
    checkoutUrl: `${app.config.publicUrl}/checkout/${row.id}`,
    createdAt: row.createdAt.toISOString(),
  };
}

async function declineReasonOf(app: FastifyInstance, row: TransactionRow) {
  if (row.status !== 'refused') return null;
  const [event] = await app.db
    .select({ note: transactionEvents.note })
    .from(transactionEvents)
    .where(
      and(eq(transactionEvents.transactionId, row.id), eq(transactionEvents.status, 'refused')),
    );
  return event?.note ?? 'generic';
}

async function toCheckoutCharge(app: FastifyInstance, row: TransactionRow) {
  return {
    id: row.id,
    status: row.status,
    method: row.method as 'pix' | 'card' | 'boleto',
    instalments: row.instalments,
    buyerTotal: row.buyerTotal,
    pix:
      row.pixBrCode && row.pixExpiresAt
        ? { brCode: row.pixBrCode, expiresAt: row.pixExpiresAt.toISOString() }
        : null,
    boleto:
      row.boletoBarcode && row.boletoLine && row.boletoDueDate
        ? { barcode: row.boletoBarcode, line: row.boletoLine, dueDate: row.boletoDueDate }
        : null,
    declineReason: await declineReasonOf(app, row),
    testMode: !row.livemode,
  };
}

async function activeProduct(app: FastifyInstance, id: string) {
  const [row] = await app.db
    .select({ product: products, seller: users })
    .from(products)
    .innerJoin(users, eq(users.id, products.sellerId))
    .where(eq(products.id, id));
  if (!row?.product.active) throw notFound();
  return row;
}

export const productRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['products'];

  app.get('/web/products', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's products",
      response: { 200: z.object({ items: z.array(productSchema) }) },
    },
    handler: async (request) => {
      const rows = await app.db
        .select()
        .from(products)
        .where(eq(products.sellerId, requireAuth(request).user.id))
        .orderBy(desc(products.createdAt));
      return { items: rows.map((row) => toProduct(app, row)) };
    },
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
      const b = request.body;
      const now = app.clock.now();
      const [row] = await app.db
        .insert(products)
        .values({
          sellerId: requireAuth(request).user.id,
          name: b.name,
          description: b.description || null,
          price: b.price,
          methods: b.methods,
          maxInstalments: b.maxInstalments,
          active: b.active,
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      if (!row) throw new Error('product insert returned nothing');
      return reply.code(201).send(toProduct(app, row));
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
    handler: async (request) => {
      const b = request.body;
      const [row] = await app.db
        .update(products)
        .set({
          name: b.name,
          description: b.description || null,
          price: b.price,
          methods: b.methods,
          maxInstalments: b.maxInstalments,
          active: b.active,
          updatedAt: app.clock.now(),
        })
        .where(
          and(
            eq(products.id, request.params.id),
            eq(products.sellerId, requireAuth(request).user.id),
          ),
        )
        .returning();
      if (!row) throw notFound();
      return toProduct(app, row);
    },
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
      const [product] = await app.db
        .select()
        .from(products)
        .where(and(eq(products.id, request.params.id), eq(products.sellerId, sellerId)));
      if (!product) throw notFound();
      let data: Buffer;
      try {
        const file = request.isMultipart()
          ? await request.file({ limits: { fileSize: maxImageBytes, files: 1 } })
          : undefined;
        if (!file) throw badRequest('kyc.file_missing', { file: 'errors.kyc.file_missing' });
        data = await file.toBuffer();
      } catch (error) {
        if (error instanceof AppError) throw error;
        if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('payload_too_large');
        throw badRequest('bad_request');
      }
      const type = detectKycFileType(data);
      if (type !== 'image/jpeg' && type !== 'image/png')
        throw badRequest('products.invalid_image', { file: 'errors.products.invalid_image' });
      const key = `products/${product.id}/${crypto.randomUUID()}`;
      await app.storage.put(key, data, type);
      const [row] = await app.db
        .update(products)
        .set({ imageKey: key, updatedAt: app.clock.now() })
        .where(eq(products.id, product.id))
        .returning();
      if (product.imageKey) await app.storage.delete(product.imageKey).catch(() => {});
      return toProduct(app, row ?? product);
    },
  });

  app.get('/web/public/products/:id/image', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "A product's image (public, as on its checkout)",
      params: idParamsSchema,
    },
    handler: async (request, reply) => {
      const [row] = await app.db.select().from(products).where(eq(products.id, request.params.id));
      // An inactive product is off sale: its image is no longer public, as its checkout is not.
      const data = row?.imageKey && row.active ? await app.storage.get(row.imageKey) : null;
      if (!data) throw notFound();
      const type = detectKycFileType(data) ?? 'application/octet-stream';
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
    handler: async (request) => {
      const { product, seller } = await activeProduct(app, request.params.id);
      const methods: ('pix' | 'card' | 'boleto')[] = [];
      for (const method of product.methods as ('pix' | 'card' | 'boleto')[])
        if (await isMethodActive(app.db, method)) methods.push(method);
      const { profile } = await feeProfileOf(app.db, seller.id);
      const settings = await loadPlatformSettings(app.db);
      const options = methods.includes('card')
        ? instalmentOptions(product.price, profile, settings, product.maxInstalments)
        : [];
      return {
        product: {
          id: product.id,
          name: product.name,
          description: product.description,
          price: product.price,
          imageUrl: toProduct(app, product).imageUrl,
        },
        seller: { name: seller.tradeName },
        methods,
        instalmentOptions: options.map((o) => ({
          instalments: o.instalments,
          total: o.total,
          instalmentValue: o.instalmentValue,
          firstInstalmentValue: o.firstInstalmentValue,
        })),
        testMode: seller.documentStatus !== 'validate',
        publicKey: methods.includes('card')
          ? await ensurePublicKey(
              app.db,
              app.clock,
              seller.id,
              seller.documentStatus === 'validate' ? 'live' : 'test',
            )
          : null,
      };
    },
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
      const { product, seller } = await activeProduct(app, request.params.id);
      const body = request.body;
      if (!product.methods.includes(body.method))
        throw badRequest('payments.method_inactive', { method: 'errors.payments.method_inactive' });
      if (body.instalments > product.maxInstalments)
        throw badRequest('validation', { instalments: 'validation.instalments' });
      const row = await createCharge(
        app,
        seller.id,
        {
          amount: product.price,
          method: body.method,
          instalments: body.instalments,
          description: product.name,
          customer: body.customer,
          ...(body.card ? { card: body.card } : {}),
          productId: product.id,
        },
        { livemode: seller.documentStatus === 'validate', productId: product.id, ip: request.ip },
      );
      return reply.code(201).send(await toCheckoutCharge(app, row));
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
    handler: async (request) => {
      const [row] = await app.db
        .select()
        .from(transactions)
        .where(eq(transactions.id, request.params.id));
      if (!row?.productId) throw notFound();
      return toCheckoutCharge(app, row);
    },
  });

  app.post('/web/public/checkout/charges/:id/simulate', {
    config: { access: 'public' },
    schema: {
      tags: ['checkout'],
      summary: 'Test mode only: the sandbox pays this Pix or boleto',
      params: idParamsSchema,
      response: { 200: checkoutChargeSchema },
    },
    handler: async (request) => {
      const [row] = await app.db
        .select()
        .from(transactions)
        .where(eq(transactions.id, request.params.id));
      if (!row?.productId) throw notFound();
      await simulatePayment(app, row.id, null);
      const [after] = await app.db.select().from(transactions).where(eq(transactions.id, row.id));
      return toCheckoutCharge(app, after ?? row);
    },
  });
};
