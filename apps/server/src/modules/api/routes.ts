import { apiBalanceSchema } from '@repasse/core/contract/balance';
import {
  type Charge,
  chargeSchema,
  chargesPageSchema,
  chargesQuerySchema,
  createChargeSchema,
  customersPageSchema,
  customersQuerySchema,
  refundRequestSchema,
} from '@repasse/core/contract/charges';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import {
  requestWithdrawalSchema,
  type Withdrawal,
  withdrawalSchema,
  withdrawalsPageSchema,
  withdrawalsQuerySchema,
} from '@repasse/core/contract/withdrawals';
import { type FastifyPluginAsyncZod, serializerCompiler } from 'fastify-type-provider-zod';
import { answerToKeep, registerIdempotency, sendKeptAnswer } from '../integrations/idempotency.ts';
import { createApiCharge } from '../payments/charges.ts';
import { sellerCharge } from '../payments/order-detail.ts';
import { listCharges, listCustomers } from '../payments/order-lists.ts';
import { refundOrder } from '../payments/refunds.ts';
import { keyScope, requireLiveKey } from './api-key.ts';
import { keyBalance } from './balance.ts';
import { keyWithdrawal, keyWithdrawals, requestKeyWithdrawal } from './live-withdrawals.ts';

/**
 * What a POST answers with its 201 (a confirmed refund's 200 is a charge too), by the serializer
 * Fastify would use: a use case keeps it with the change it reports (decision 0009), so retries
 * replay these very bytes.
 */
type ResponseSchema = Parameters<typeof serializerCompiler>[0]['schema'];
const created = <T>(schema: ResponseSchema, url: string) =>
  serializerCompiler({ schema, method: 'POST', url }) as (data: T) => string;
const serializeCharge = created<Charge>(chargeSchema, '/v1/charges');
const serializeWithdrawal = created<Withdrawal>(withdrawalSchema, '/v1/withdrawals');

/** The API for sellers' own systems: secret keys, Stripe-like resources, Idempotency-Key on POSTs. */
export const apiRoutes: FastifyPluginAsyncZod = async (app) => {
  registerIdempotency(app);
  const tags = ['api'];

  app.post('/v1/charges', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      operationId: 'createCharge',
      summary: 'Create a charge by Pix, boleto or card (test keys make test charges)',
      body: createChargeSchema,
      response: { 201: chargeSchema },
    },
    handler: async (request, reply) => {
      const { sellerId, livemode } = keyScope(request);
      // The answer is kept with the sale it reports, shaped as this route would send it.
      const answer = answerToKeep(request, 201, serializeCharge);
      const options = { livemode, ip: request.ip, answer };
      const { charge, kept } = await createApiCharge(app, sellerId, request.body, options);
      if (kept) return sendKeptAnswer(request, reply, kept);
      return reply.code(201).send(charge);
    },
  });

  app.get('/v1/charges/:id', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      operationId: 'retrieveCharge',
      summary: 'Retrieve a charge',
      params: idParamsSchema,
      response: { 200: chargeSchema },
    },
    handler: async (request) => sellerCharge(app, request.params.id, keyScope(request)),
  });

  app.get('/v1/charges', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      operationId: 'listCharges',
      summary: 'List charges, newest first',
      querystring: chargesQuerySchema,
      response: { 200: chargesPageSchema },
    },
    handler: async (request) => listCharges(app, keyScope(request), request.query),
  });

  app.post('/v1/charges/:id/refunds', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      operationId: 'refundCharge',
      summary: 'Refund a paid charge in full or in part',
      params: idParamsSchema,
      body: refundRequestSchema,
      response: { 200: chargeSchema, 202: chargeSchema },
    },
    handler: async (request, reply) => {
      const { sellerId, livemode } = keyScope(request);
      // A confirmed refund's answer is kept by the transaction that confirms it (decision 0009).
      const answer = answerToKeep(request, 200, serializeCharge);
      const refunder = { actor: { type: 'seller' as const, id: sellerId }, sellerId, livemode };
      const { params, body } = request;
      const refunded = await refundOrder(app, params.id, body.amount, refunder, answer);
      if (refunded.kept) return sendKeptAnswer(request, reply, refunded.kept);
      return reply.code(refunded.confirmed ? 200 : 202).send(refunded.charge);
    },
  });

  app.get('/v1/customers', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      operationId: 'listCustomers',
      summary: 'Buyers aggregated by document',
      querystring: customersQuerySchema,
      response: { 200: customersPageSchema },
    },
    handler: async (request) => listCustomers(app, keyScope(request), request.query),
  });

  app.get('/v1/balance', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      operationId: 'retrieveBalance',
      summary: 'Balances in centavos',
      response: { 200: apiBalanceSchema },
    },
    handler: async (request) => keyBalance(app, keyScope(request)),
  });

  app.post('/v1/withdrawals', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      operationId: 'createWithdrawal',
      summary: 'Withdraw to the Pix key set in the dashboard (live keys only)',
      body: requestWithdrawalSchema,
      response: { 201: withdrawalSchema },
    },
    handler: async (request, reply) => {
      const { sellerId } = requireLiveKey(request);
      const answer = answerToKeep(request, 201, serializeWithdrawal);
      const { withdrawal, kept } = await requestKeyWithdrawal(app, sellerId, request.body, answer);
      if (kept) return sendKeptAnswer(request, reply, kept);
      return reply.code(201).send(withdrawal);
    },
  });

  app.get('/v1/withdrawals/:id', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      operationId: 'retrieveWithdrawal',
      summary: 'Retrieve a withdrawal',
      params: idParamsSchema,
      response: { 200: withdrawalSchema },
    },
    handler: async (request) => keyWithdrawal(app, keyScope(request), request.params.id),
  });

  app.get('/v1/withdrawals', {
    config: { access: 'secret_key' },
    schema: {
      tags,
      operationId: 'listWithdrawals',
      summary: 'List withdrawals, newest first',
      querystring: withdrawalsQuerySchema,
      response: { 200: withdrawalsPageSchema },
    },
    handler: async (request) => keyWithdrawals(app, keyScope(request), request.query),
  });
};
