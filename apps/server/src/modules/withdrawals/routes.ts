import { idParamsSchema } from '@repasse/core/contract/kyc';
import {
  adminWithdrawalDetailSchema,
  adminWithdrawalSchema,
  adminWithdrawalsPageSchema,
  adminWithdrawalsQuerySchema,
  bulkApproveResponseSchema,
  bulkApproveSchema,
  rejectWithdrawalSchema,
  requestWithdrawalSchema,
  withdrawalContextSchema,
  withdrawalNotesSchema,
  withdrawalSchema,
  withdrawalsPageSchema,
  withdrawalsQuerySchema,
} from '@repasse/core/contract/withdrawals';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { adminWithdrawalDetail, listAdminWithdrawals } from './admin-reads.ts';
import { submitWithdrawal } from './request.ts';
import { withdrawalContext } from './request-context.ts';
import {
  approveWithdrawal,
  bulkApproveWithdrawals,
  rejectWithdrawal,
  setWithdrawalNotes,
} from './review.ts';
import { listSellerWithdrawals, sellerWithdrawal } from './seller-reads.ts';

/** The seller as a requester: an admin acting as them may look, not withdraw. */
const requesterOf = (auth: ReturnType<typeof requireAuth>) => ({
  sellerId: auth.user.id,
  impersonated: auth.session.impersonatorId !== null,
});

export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['withdrawals'];

  app.get('/web/withdrawals/context', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Limits, fee, destination key and expected arrival for a new request',
      response: { 200: withdrawalContextSchema },
    },
    handler: async (request) => withdrawalContext(app, requesterOf(requireAuth(request))),
  });

  app.post('/web/withdrawals', {
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Request a withdrawal to the Pix key (Idempotency-Key header recommended)',
      body: requestWithdrawalSchema,
      response: { 200: withdrawalSchema, 201: withdrawalSchema },
    },
    handler: async (request, reply) => {
      const requester = requesterOf(requireAuth(request));
      const key = idempotencyKeyOf(request);
      const { withdrawal, replayed } = await submitWithdrawal(app, requester, request.body, key);
      return reply.code(replayed ? 200 : 201).send(withdrawal);
    },
  });

  app.get('/web/withdrawals', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's withdrawals with their timelines",
      querystring: withdrawalsQuerySchema,
      response: { 200: withdrawalsPageSchema },
    },
    handler: async (request) =>
      listSellerWithdrawals(app, requireAuth(request).user.id, request.query),
  });

  app.get('/web/withdrawals/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "One of the caller's withdrawals",
      params: idParamsSchema,
      response: { 200: withdrawalSchema },
    },
    handler: async (request) =>
      sellerWithdrawal(app, requireAuth(request).user.id, request.params.id),
  });

  app.get('/web/admin/withdrawals', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Withdrawals by status, oldest pending first',
      querystring: adminWithdrawalsQuerySchema,
      response: { 200: adminWithdrawalsPageSchema },
    },
    handler: async (request) => listAdminWithdrawals(app, request.query),
  });

  app.get('/web/admin/withdrawals/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "A withdrawal with the seller's balance and documents status",
      params: idParamsSchema,
      response: { 200: adminWithdrawalDetailSchema },
    },
    handler: async (request) => adminWithdrawalDetail(app, request.params.id),
  });

  app.post('/web/admin/withdrawals/:id/approve', {
    config: {
      access: 'admin',
      sensitive: 'money',
      target: { kind: 'withdrawal', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: 'Approve a pending withdrawal and send it to the provider',
      params: idParamsSchema,
      response: { 200: adminWithdrawalSchema },
    },
    handler: async (request) => approveWithdrawal(app, request, request.params.id),
  });

  app.post('/web/admin/withdrawals/:id/reject', {
    config: {
      access: 'admin',
      sensitive: 'money',
      target: { kind: 'withdrawal', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: 'Reject a pending withdrawal with a reason; the amount returns to available',
      params: idParamsSchema,
      body: rejectWithdrawalSchema,
      response: { 200: adminWithdrawalSchema },
    },
    handler: async (request) =>
      rejectWithdrawal(app, request, request.params.id, request.body.reason),
  });

  app.post('/web/admin/withdrawals/bulk-approve', {
    config: {
      access: 'admin',
      sensitive: 'money',
      target: { kind: 'withdrawal', from: 'body', field: 'ids' },
    },
    schema: {
      tags,
      summary: 'Approve several pending withdrawals; the others are reported, not failed',
      body: bulkApproveSchema,
      response: { 200: bulkApproveResponseSchema },
    },
    handler: async (request) => bulkApproveWithdrawals(app, request, request.body.ids),
  });

  app.put('/web/admin/withdrawals/:id/notes', {
    config: {
      access: 'admin',
      sensitive: 'none',
      target: { kind: 'withdrawal', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: 'Internal notes on a withdrawal',
      params: idParamsSchema,
      body: withdrawalNotesSchema,
      response: { 200: adminWithdrawalSchema },
    },
    handler: async (request) =>
      setWithdrawalNotes(app, request, request.params.id, request.body.notes),
  });
};
