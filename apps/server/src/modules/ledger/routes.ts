import { anticipationSimulationResponseSchema } from '@repasse/core/contract/fees';
import {
  anticipationRequestSchema,
  balanceResponseSchema,
  movementsPageSchema,
  movementsQuerySchema,
  statementPageSchema,
  statementQuerySchema,
} from '@repasse/core/contract/ledger';
import { formatBRL } from '@repasse/core/money/cents';
import { eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ledgerTransactions } from '../../db/schema.ts';
import { requireAuth } from '../../http/guards.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { anticipate, simulate } from './anticipation.ts';
import { balancesOf, upcomingReleases } from './balances.ts';
import { listMovements, toCsv } from './statement.ts';

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/web/financial/balance', {
    config: { access: 'user' },
    schema: {
      tags: ['financial'],
      summary: "The caller's balances and next releases",
      response: { 200: balanceResponseSchema },
    },
    handler: async (request) => {
      const sellerId = requireAuth(request).user.id;
      const balances = await balancesOf(app.db, sellerId);
      return {
        available: balances.available,
        pending: balances.pending,
        reserve: balances.reserve,
        withdrawing: balances.withdrawing,
        nextPendingReleases: await upcomingReleases(app.db, sellerId, 'pending'),
        nextReserveReleases: await upcomingReleases(app.db, sellerId, 'reserve'),
      };
    },
  });

  app.get('/web/financial/statement', {
    config: { access: 'user' },
    schema: {
      tags: ['financial'],
      summary: "The caller's ledger movements",
      querystring: statementQuerySchema,
      response: { 200: statementPageSchema },
    },
    handler: async (request) => {
      const sellerId = requireAuth(request).user.id;
      const q = request.query;
      const { rows, total } = await listMovements(
        app.db,
        { sellerId, accountKind: q.account, type: q.type, from: q.from, to: q.to },
        q,
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          type: row.type,
          account: row.accountKind,
          amount: row.amount,
          reference: row.reference,
          description: row.description,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });

  app.get('/web/financial/statement.csv', {
    config: { access: 'user' },
    schema: {
      tags: ['financial'],
      summary: 'The statement as CSV (same filters, every row)',
      querystring: statementQuerySchema,
    },
    handler: async (request, reply) => {
      const sellerId = requireAuth(request).user.id;
      const q = request.query;
      const { rows } = await listMovements(
        app.db,
        { sellerId, accountKind: q.account, type: q.type, from: q.from, to: q.to },
        { page: 1, pageSize: 'all' },
      );
      const csv = toCsv(
        ['date', 'type', 'account', 'amount_cents', 'amount', 'reference'],
        rows.map((row) => [
          row.createdAt.toISOString(),
          row.type,
          row.accountKind,
          row.amount,
          formatBRL(row.amount, request.locale),
          row.reference,
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="statement.csv"')
        .send(`\uFEFF${csv}`);
    },
  });

  app.post('/web/financial/anticipation/simulation', {
    config: { access: 'user', sensitive: 'none' },
    schema: {
      tags: ['financial'],
      summary: 'Simulate anticipating pending card funds',
      body: anticipationRequestSchema,
      response: { 200: anticipationSimulationResponseSchema },
    },
    handler: async (request) =>
      simulate(app.db, app.clock, requireAuth(request).user.id, request.body.orderIds),
  });

  app.post('/web/financial/anticipation', {
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags: ['financial'],
      summary: 'Anticipate pending card funds (Idempotency-Key header recommended)',
      body: anticipationRequestSchema,
      response: {
        200: anticipationSimulationResponseSchema.extend({
          transactionId: z.string().uuid(),
          replayed: z.boolean(),
        }),
      },
    },
    handler: async (request) => {
      const auth = requireAuth(request);
      const key = idempotencyKeyOf(request);
      const requestId = key === undefined ? undefined : `${auth.user.id}:${key}`;
      if (requestId) {
        const [previous] = await app.db
          .select()
          .from(ledgerTransactions)
          .where(eq(ledgerTransactions.reference, `anticipation:${requestId}`));
        if (previous) {
          const summary = previous.metadata as {
            result: z.infer<typeof anticipationSimulationResponseSchema>;
          };
          return { ...summary.result, transactionId: previous.id, replayed: true };
        }
      }
      const result = await app.db.transaction((tx) =>
        anticipate(tx, app.clock, auth.user.id, request.body.orderIds, requestId),
      );
      const { transactionId, status: _status, ...simulation } = result;
      return { ...simulation, transactionId, replayed: false };
    },
  });

  app.get('/web/admin/ledger/movements', {
    config: { access: 'admin' },
    schema: {
      tags: ['financial'],
      summary: 'Every ledger movement, filterable',
      querystring: movementsQuerySchema,
      response: { 200: movementsPageSchema },
    },
    handler: async (request) => {
      const q = request.query;
      const { rows, total } = await listMovements(
        app.db,
        { sellerId: q.userId, accountCode: q.account, type: q.type, from: q.from, to: q.to },
        q,
      );
      return {
        items: rows.map((row) => ({
          id: row.id,
          createdAt: row.createdAt.toISOString(),
          transactionId: row.transactionId,
          reference: row.reference,
          type: row.type,
          account: row.account,
          seller:
            row.sellerId && row.sellerEmail ? { id: row.sellerId, email: row.sellerEmail } : null,
          amount: row.amount,
        })),
        total,
        page: q.page,
        pageSize: q.pageSize,
      };
    },
  });
};
