import { idParamsSchema } from '@repasse/core/contract/kyc';
import {
  adminRecoveryBalancePageSchema,
  adminRecoveryBalancesQuerySchema,
  createRecoveryTopUpSchema,
  recoveryBalanceResponseSchema,
  recoveryTopUpPageSchema,
  recoveryTopUpSchema,
  recoveryTopUpsQuerySchema,
} from '@repasse/core/contract/recovery';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import {
  listAdminRecoveryBalances,
  listSellerTopUps,
  recoveryBalance,
  sellerTopUp,
} from './reads.ts';
import { requestTopUp } from './top-up.ts';

export const recoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['recovery'];

  app.get('/web/recovery/balance', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'The recovery balance, message prices, top-up limits and a pending top-up',
      response: { 200: recoveryBalanceResponseSchema },
    },
    handler: async (request) => recoveryBalance(app, requireAuth(request).user.id),
  });

  app.post('/web/recovery/top-ups', {
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Top up the recovery balance by Pix (Idempotency-Key header recommended)',
      body: createRecoveryTopUpSchema,
      response: { 200: recoveryTopUpSchema, 201: recoveryTopUpSchema },
    },
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const requester = {
        sellerId: auth.user.id,
        impersonated: auth.session.impersonatorId !== null,
      };
      const key = idempotencyKeyOf(request);
      const { topUp, replayed } = await requestTopUp(app, requester, request.body, key);
      return reply.code(replayed ? 200 : 201).send(topUp);
    },
  });

  app.get('/web/recovery/top-ups', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's recovery top-ups, newest first",
      querystring: recoveryTopUpsQuerySchema,
      response: { 200: recoveryTopUpPageSchema },
    },
    handler: async (request) => listSellerTopUps(app, requireAuth(request).user.id, request.query),
  });

  app.get('/web/recovery/top-ups/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "One of the caller's recovery top-ups",
      params: idParamsSchema,
      response: { 200: recoveryTopUpSchema },
    },
    handler: async (request) => sellerTopUp(app, requireAuth(request).user.id, request.params.id),
  });

  app.get('/web/admin/recovery/balances', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "Every seller's recovery balance, total topped up and spent, last top-up",
      querystring: adminRecoveryBalancesQuerySchema,
      response: { 200: adminRecoveryBalancePageSchema },
    },
    handler: async (request) => listAdminRecoveryBalances(app, request.query),
  });
};
