import {
  chargeSchema,
  chargesPageSchema,
  chargesQuerySchema,
  createChargeSchema,
  customersPageSchema,
  customersQuerySchema,
  refundRequestSchema,
} from '@repasse/core/contract/charges';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import { pageWindow } from '@repasse/core/contract/pagination';
import {
  requestWithdrawalSchema,
  withdrawalSchema,
  withdrawalsPageSchema,
  withdrawalsQuerySchema,
} from '@repasse/core/contract/withdrawals';
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { withdrawals } from '../../db/schema.ts';
import { AppError, notFound, unauthorized } from '../../http/errors.ts';
import { registerIdempotency } from '../integrations/idempotency.ts';
import type { ApiKeyContext } from '../integrations/keys.ts';
import { balancesOf } from '../ledger/balances.ts';
import { createCharge } from '../payments/charges.ts';
import { listCharges, listCustomers } from '../payments/list.ts';
import { toCharge } from '../payments/queries.ts';
import { refundCharge } from '../payments/refunds.ts';
import { orderDetail } from '../payments/routes.ts';
import { timelinesOf, toWithdrawal } from '../withdrawals/queries.ts';
import { requestWithdrawal } from '../withdrawals/request.ts';
import { sellerWithdrawal } from '../withdrawals/seller-reads.ts';

function requireKey(request: FastifyRequest): ApiKeyContext {
  if (!request.apiKey) throw unauthorized();
  return request.apiKey;
}

/** Money leaves only through live keys: test mode has no real balance to withdraw. */
function requireLiveKey(request: FastifyRequest): ApiKeyContext {
  const key = requireKey(request);
  if (key.mode !== 'live') throw new AppError('api.live_key_required');
  return key;
}

const security = [{ secretKey: [] }];

/** The API for sellers' own systems: secret keys, Stripe-like resources, Idempotency-Key on POSTs. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  registerIdempotency(app);
  const tags = ['api'];

  app.post('/v1/charges', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      security,
      summary: 'Create a charge by Pix, boleto or card (test keys make test charges)',
      body: createChargeSchema,
      response: { 201: chargeSchema },
    },
    handler: async (request, reply) => {
      const key = requireKey(request);
      const row = await createCharge(app, key.sellerId, request.body, {
        livemode: key.mode === 'live',
        ip: request.ip,
      });
      return reply.code(201).send(toCharge(row));
    },
  });

  app.get('/v1/charges/:id', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      security,
      summary: 'Retrieve a charge',
      params: idParamsSchema,
      response: { 200: chargeSchema },
    },
    handler: async (request) => {
      const key = requireKey(request);
      const { detail } = await orderDetail(app, request.params.id, key.sellerId);
      if (detail.charge.livemode !== (key.mode === 'live')) throw notFound();
      return detail.charge;
    },
  });

  app.get('/v1/charges', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      security,
      summary: 'List charges, newest first',
      querystring: chargesQuerySchema,
      response: { 200: chargesPageSchema },
    },
    handler: async (request) => {
      const key = requireKey(request);
      return listCharges(app.db, key.sellerId, key.mode === 'live', request.query);
    },
  });

  app.post('/v1/charges/:id/refunds', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      security,
      summary: 'Refund a paid charge in full or in part',
      params: idParamsSchema,
      body: refundRequestSchema,
      response: { 200: chargeSchema, 202: chargeSchema },
    },
    handler: async (request, reply) => {
      const key = requireKey(request);
      const { detail } = await orderDetail(app, request.params.id, key.sellerId);
      if (detail.charge.livemode !== (key.mode === 'live')) throw notFound();
      const { charge, refund } = await refundCharge(
        app,
        request.params.id,
        request.body.amount,
        { type: 'seller', id: key.sellerId },
        key.sellerId,
      );
      return reply.code(refund.status === 'confirmed' ? 200 : 202).send(toCharge(charge));
    },
  });

  app.get('/v1/customers', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      security,
      summary: 'Buyers aggregated by document',
      querystring: customersQuerySchema,
      response: { 200: customersPageSchema },
    },
    handler: async (request) => {
      const key = requireKey(request);
      return listCustomers(app.db, key.sellerId, key.mode === 'live', request.query);
    },
  });

  app.get('/v1/balance', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      security,
      summary: 'Balances in centavos',
      response: {
        200: z.object({
          object: z.literal('balance'),
          livemode: z.boolean(),
          available: z.number().int(),
          pending: z.number().int(),
          reserve: z.number().int(),
          withdrawing: z.number().int(),
          currency: z.literal('brl'),
        }),
      },
    },
    handler: async (request) => {
      const key = requireKey(request);
      // Test mode has no money of its own.
      const b =
        key.mode === 'live'
          ? await balancesOf(app.db, key.sellerId)
          : { available: 0, pending: 0, reserve: 0, withdrawing: 0 };
      return {
        object: 'balance' as const,
        livemode: key.mode === 'live',
        available: b.available,
        pending: b.pending,
        reserve: b.reserve,
        withdrawing: b.withdrawing,
        currency: 'brl' as const,
      };
    },
  });

  app.post('/v1/withdrawals', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      security,
      summary: 'Withdraw to the Pix key set in the dashboard (live keys only)',
      body: requestWithdrawalSchema,
      response: { 201: withdrawalSchema },
    },
    handler: async (request, reply) => {
      const key = requireLiveKey(request);
      const { id } = await requestWithdrawal(
        app,
        { sellerId: key.sellerId, impersonated: false },
        request.body,
        undefined,
      );
      return reply.code(201).send(await sellerWithdrawal(app, key.sellerId, id));
    },
  });

  app.get('/v1/withdrawals/:id', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      security,
      summary: 'Retrieve a withdrawal',
      params: idParamsSchema,
      response: { 200: withdrawalSchema },
    },
    handler: async (request) => {
      // Withdrawals move real money: they are live objects a test key never sees.
      const key = requireKey(request);
      if (key.mode !== 'live') throw notFound();
      return sellerWithdrawal(app, key.sellerId, request.params.id);
    },
  });

  app.get('/v1/withdrawals', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      security,
      summary: 'List withdrawals, newest first',
      querystring: withdrawalsQuerySchema,
      response: { 200: withdrawalsPageSchema },
    },
    handler: async (request) => {
      const key = requireKey(request);
      const q = request.query;
      if (key.mode !== 'live') return { items: [], total: 0, page: q.page, pageSize: q.pageSize };
      const conditions: SQL[] = [eq(withdrawals.sellerId, key.sellerId)];
      if (q.status) conditions.push(eq(withdrawals.status, q.status));
      const where = and(...conditions);
      const { limit, offset } = pageWindow(q);
      const query = app.db
        .select()
        .from(withdrawals)
        .where(where)
        .orderBy(desc(withdrawals.requestedAt), desc(withdrawals.id))
        .offset(offset);
      const rows = limit === undefined ? await query : await query.limit(limit);
      const timelines = await timelinesOf(
        app.db,
        rows.map((r) => r.id),
      );
      const [total] = await app.db.select({ n: count() }).from(withdrawals).where(where);
      return {
        items: rows.map((r) => toWithdrawal(r, timelines.get(r.id) ?? [])),
        total: total?.n ?? 0,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });
};
