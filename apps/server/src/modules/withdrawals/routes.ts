import { expectedArrival } from '@repasse/core/calendar/business-days';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import { pageWindow } from '@repasse/core/contract/pagination';
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
import { and, count, desc, eq, gte, ilike, lt, or, type SQL } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { users, withdrawals } from '../../db/schema.ts';
import { AppError, badRequest, notFound } from '../../http/errors.ts';
import { requireAuth } from '../../http/guards.ts';
import { containsPattern } from '../admin/queries.ts';
import { recordAudit } from '../audit/record.ts';
import { feeProfileOf, loadPlatformSettings } from '../fees/queries.ts';
import { balancesOf } from '../ledger/balances.ts';
import { dayStart, nextDayStart } from '../ledger/statement.ts';
import { timelinesOf, toAdminWithdrawal, toWithdrawal } from './queries.ts';
import { requestWithdrawal } from './request.ts';
import { approve, lockWithdrawal, reject } from './transitions.ts';

const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(100)
  .regex(/^[A-Za-z0-9_-]+$/);

function idempotencyKeyOf(header: string | string[] | undefined): string | undefined {
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(header);
  if (!parsed.success) throw badRequest('idempotency.invalid_key');
  return parsed.data;
}

export async function sellerWithdrawal(app: FastifyInstance, sellerId: string, id: string) {
  const [row] = await app.db
    .select()
    .from(withdrawals)
    .where(and(eq(withdrawals.id, id), eq(withdrawals.sellerId, sellerId)));
  if (!row) throw notFound();
  return toWithdrawal(row, (await timelinesOf(app.db, [row.id])).get(row.id) ?? []);
}

async function adminWithdrawal(app: FastifyInstance, id: string) {
  const [row] = await app.db
    .select({ w: withdrawals, u: users })
    .from(withdrawals)
    .innerJoin(users, eq(users.id, withdrawals.sellerId))
    .where(eq(withdrawals.id, id));
  if (!row) throw notFound();
  return toAdminWithdrawal(row.w, (await timelinesOf(app.db, [id])).get(id) ?? [], row.u);
}

export const withdrawalRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['withdrawals'];

  app.get('/web/withdrawals/context', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Limits, fee, destination key and expected arrival for a new request',
      response: { 200: withdrawalContextSchema },
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      const [user] = await app.db.select().from(users).where(eq(users.id, auth.user.id));
      if (!user) throw notFound();
      const settings = await loadPlatformSettings(app.db);
      const { profile } = await feeProfileOf(app.db, user.id);
      const { available } = await balancesOf(app.db, user.id);
      const pixKey =
        user.pixKey && user.pixKeyType ? { type: user.pixKeyType, key: user.pixKey } : null;
      const blockedBy = auth.session.impersonatorId
        ? 'impersonation'
        : user.documentStatus !== 'validate'
          ? 'documents'
          : !pixKey
            ? 'pix_key'
            : available < 0
              ? 'negative_balance'
              : null;
      return {
        available,
        withdrawalFee: profile.withdrawalFee,
        minimum: settings.withdrawalMinimum,
        maximum: settings.withdrawalMaximum,
        pixKey,
        documentStatus: user.documentStatus,
        expectedArrivalAt: expectedArrival(app.clock.now()).toISOString(),
        canRequest: blockedBy === null,
        blockedBy,
      } as const;
    },
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
      const auth = requireAuth(request);
      const { id, replayed } = await requestWithdrawal(
        app,
        { sellerId: auth.user.id, impersonated: auth.session.impersonatorId !== null },
        request.body,
        idempotencyKeyOf(request.headers['idempotency-key']),
      );
      return reply.code(replayed ? 200 : 201).send(await sellerWithdrawal(app, auth.user.id, id));
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
    handler: async (request) => {
      const auth = requireAuth(request);
      const q = request.query;
      const conditions: SQL[] = [eq(withdrawals.sellerId, auth.user.id)];
      if (q.status) conditions.push(eq(withdrawals.status, q.status));
      if (q.from) conditions.push(gte(withdrawals.requestedAt, dayStart(q.from)));
      if (q.to) conditions.push(lt(withdrawals.requestedAt, nextDayStart(q.to)));
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
    handler: async (request) => {
      const q = request.query;
      const conditions: SQL[] = [];
      if (q.status) conditions.push(eq(withdrawals.status, q.status));
      if (q.sellerId) conditions.push(eq(withdrawals.sellerId, q.sellerId));
      if (q.from) conditions.push(gte(withdrawals.requestedAt, dayStart(q.from)));
      if (q.to) conditions.push(lt(withdrawals.requestedAt, nextDayStart(q.to)));
      if (q.search) {
        const match = or(
          ilike(users.email, containsPattern(q.search)),
          ilike(users.fullName, containsPattern(q.search)),
          ilike(withdrawals.pixKey, containsPattern(q.search)),
        );
        if (match) conditions.push(match);
      }
      const where = conditions.length ? and(...conditions) : undefined;
      const { limit, offset } = pageWindow(q);
      const query = app.db
        .select({ w: withdrawals, u: users })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.sellerId))
        .where(where)
        .orderBy(
          q.status === 'pending' ? withdrawals.requestedAt : desc(withdrawals.requestedAt),
          withdrawals.id,
        )
        .offset(offset);
      const rows = limit === undefined ? await query : await query.limit(limit);
      const timelines = await timelinesOf(
        app.db,
        rows.map((r) => r.w.id),
      );
      const [total] = await app.db
        .select({ n: count() })
        .from(withdrawals)
        .innerJoin(users, eq(users.id, withdrawals.sellerId))
        .where(where);
      return {
        items: rows.map((r) => toAdminWithdrawal(r.w, timelines.get(r.w.id) ?? [], r.u)),
        total: total?.n ?? 0,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });

  app.get('/web/admin/withdrawals/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "A withdrawal with the seller's balance and documents status",
      params: idParamsSchema,
      response: { 200: adminWithdrawalDetailSchema },
    },
    handler: async (request) => {
      const withdrawal = await adminWithdrawal(app, request.params.id);
      const b = await balancesOf(app.db, withdrawal.seller.id);
      return {
        withdrawal,
        balance: {
          available: b.available,
          pending: b.pending,
          reserve: b.reserve,
          withdrawing: b.withdrawing,
        },
      };
    },
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
    handler: async (request) => {
      const auth = requireAuth(request);
      await app.db.transaction(async (tx) => {
        const row = await lockWithdrawal(tx, request.params.id);
        await approve(app, tx, row, { type: 'admin', id: auth.user.id });
        await recordAudit(tx, app.clock, request, {
          action: 'admin.withdrawal.approve',
          targetType: 'withdrawal',
          targetId: row.id,
          before: { status: row.status },
          after: { status: 'approved' },
        });
      });
      return adminWithdrawal(app, request.params.id);
    },
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
    handler: async (request) => {
      const auth = requireAuth(request);
      await app.db.transaction(async (tx) => {
        const row = await lockWithdrawal(tx, request.params.id);
        await reject(app, tx, row, { type: 'admin', id: auth.user.id }, request.body.reason);
        await recordAudit(tx, app.clock, request, {
          action: 'admin.withdrawal.reject',
          targetType: 'withdrawal',
          targetId: row.id,
          before: { status: row.status },
          after: { status: 'rejected', reason: request.body.reason },
        });
      });
      return adminWithdrawal(app, request.params.id);
    },
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
    handler: async (request) => {
      const auth = requireAuth(request);
      const approved: string[] = [];
      const skipped: { id: string; code: string }[] = [];
      for (const id of new Set(request.body.ids)) {
        try {
          await app.db.transaction(async (tx) => {
            const row = await lockWithdrawal(tx, id);
            await approve(app, tx, row, { type: 'admin', id: auth.user.id });
            await recordAudit(tx, app.clock, request, {
              action: 'admin.withdrawal.approve',
              targetType: 'withdrawal',
              targetId: id,
              before: { status: row.status },
              after: { status: 'approved', bulk: true },
            });
          });
          approved.push(id);
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          skipped.push({ id, code: error.code });
        }
      }
      return { approved, skipped };
    },
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
    handler: async (request) => {
      await app.db.transaction(async (tx) => {
        const row = await lockWithdrawal(tx, request.params.id);
        await tx
          .update(withdrawals)
          .set({ notes: request.body.notes || null, updatedAt: app.clock.now() })
          .where(eq(withdrawals.id, row.id));
        await recordAudit(tx, app.clock, request, {
          action: 'admin.withdrawal.notes',
          targetType: 'withdrawal',
          targetId: row.id,
          before: { notes: row.notes },
          after: { notes: request.body.notes },
        });
      });
      return adminWithdrawal(app, request.params.id);
    },
  });
};
