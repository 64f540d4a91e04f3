import {
  adminOrderDetailSchema,
  chargeSchema,
  chargesPageSchema,
  chargesQuerySchema,
  customersPageSchema,
  customersQuerySchema,
  orderDetailSchema,
  refundRequestSchema,
  salesSummarySchema,
} from '@repasse/core/contract/charges';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import { formatBRL } from '@repasse/core/money/cents';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  acquirers,
  ledgerAccounts,
  ledgerEntries,
  ledgerTransactions,
  transactionAttempts,
  transactionEvents,
  transactions,
  users,
} from '../../db/schema.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { requireAuth } from '../../http/guards.ts';
import { isSandboxAcquirer } from '../../providers/acquirers/create-acquirer.ts';
import { adapterFor } from '../acquirers/registry.ts';
import { recordAudit } from '../audit/record.ts';
import { toCsv } from '../ledger/statement.ts';
import { listCharges, listCustomers } from './list.ts';
import { anticipatedIds, toCharge } from './queries.ts';
import { refundCharge } from './refunds.ts';
import { salesSummary } from './summary.ts';

/** A charge with its timeline and acquirer attempts; `sellerId` null means any seller (admins). */
export async function orderDetail(app: FastifyInstance, id: string, sellerId: string | null) {
  const [row] = await app.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row || (sellerId && row.sellerId !== sellerId)) throw notFound();
  const events = await app.db
    .select()
    .from(transactionEvents)
    .where(eq(transactionEvents.transactionId, id))
    .orderBy(asc(transactionEvents.id));
  const attempts = await app.db
    .select({ attempt: transactionAttempts, acquirer: acquirers.name })
    .from(transactionAttempts)
    .leftJoin(acquirers, eq(acquirers.id, transactionAttempts.acquirerId))
    .where(eq(transactionAttempts.transactionId, id))
    .orderBy(asc(transactionAttempts.id));
  const anticipated = await anticipatedIds(app.db, [id]);
  return {
    row,
    detail: {
      charge: toCharge(row, anticipated.has(id)),
      timeline: events.map((e) => ({
        type: e.type,
        status: e.status,
        amount: e.amount,
        actorType: e.actorType,
        note: e.note,
        at: e.createdAt.toISOString(),
      })),
      attempts: attempts.map((a) => ({
        acquirer: a.acquirer,
        outcome: a.attempt.outcome,
        detail: a.attempt.detail,
        at: a.attempt.createdAt.toISOString(),
      })),
    },
  };
}

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];

  app.get('/web/orders/summary', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Paid live sales today, over the last 7 days and this month',
      response: { 200: salesSummarySchema },
    },
    handler: async (request) => salesSummary(app.db, app.clock, requireAuth(request).user.id),
  });

  app.get('/web/orders', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's orders with filters",
      querystring: chargesQuerySchema,
      response: { 200: chargesPageSchema },
    },
    handler: async (request) =>
      listCharges(app.db, requireAuth(request).user.id, null, request.query),
  });

  app.get('/web/orders.csv', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'The filtered orders as CSV (every row)',
      querystring: chargesQuerySchema,
    },
    handler: async (request, reply) => {
      const page = await listCharges(app.db, requireAuth(request).user.id, null, {
        ...request.query,
        page: 1,
        pageSize: 'all',
      });
      const csv = toCsv(
        [
          'id',
          'created_at',
          'status',
          'method',
          'instalments',
          'buyer_email',
          'buyer_name',
          'buyer_document',
          'amount_cents',
          'buyer_total_cents',
          'net_cents',
          'amount',
          'paid_at',
          'livemode',
        ],
        page.items.map((c) => [
          c.id,
          c.createdAt,
          c.status,
          c.method,
          c.instalments,
          c.customer.email,
          c.customer.name,
          c.customer.document,
          c.amount,
          c.buyerTotal,
          c.fees.net,
          formatBRL(c.amount, request.locale),
          c.paidAt,
          c.livemode ? 'live' : 'test',
        ]),
      );
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(`\uFEFF${csv}`);
    },
  });

  app.get('/web/orders/:id', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'One order with its fee breakdown, timeline and attempts',
      params: idParamsSchema,
      response: { 200: orderDetailSchema },
    },
    handler: async (request) =>
      (await orderDetail(app, request.params.id, requireAuth(request).user.id)).detail,
  });

  app.post('/web/orders/:id/refund', {
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Refund an order in full or in part',
      params: idParamsSchema,
      body: refundRequestSchema,
      response: { 200: chargeSchema, 202: chargeSchema },
    },
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const { charge, refund } = await refundCharge(
        app,
        request.params.id,
        request.body.amount,
        { type: 'seller', id: auth.user.id },
        auth.user.id,
      );
      return reply.code(refund.status === 'confirmed' ? 200 : 202).send(toCharge(charge));
    },
  });

  app.get('/web/clients', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's buyers, by document",
      querystring: customersQuerySchema,
      response: { 200: customersPageSchema },
    },
    handler: async (request) =>
      listCustomers(app.db, requireAuth(request).user.id, null, request.query),
  });

  app.get('/web/clients/:document/orders', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "A buyer's orders",
      params: z.object({
        document: z.string().regex(/^[0-9A-Za-z]{11,14}$/, 'validation.invalid'),
      }),
      querystring: chargesQuerySchema,
      response: { 200: chargesPageSchema },
    },
    handler: async (request) => {
      const sellerId = requireAuth(request).user.id;
      return listCharges(app.db, sellerId, null, request.query, {
        buyerDocument: request.params.document.toUpperCase(),
      });
    },
  });

  app.get('/web/admin/orders/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Any order with its acquirer attempts and ledger postings',
      params: idParamsSchema,
      response: { 200: adminOrderDetailSchema },
    },
    handler: async (request) => {
      const { row, detail } = await orderDetail(app, request.params.id, null);
      const [seller] = await app.db
        .select({ id: users.id, email: users.email, fullName: users.fullName })
        .from(users)
        .where(eq(users.id, row.sellerId));
      const postings = await app.db
        .select({
          reference: ledgerTransactions.reference,
          type: ledgerTransactions.type,
          account: ledgerAccounts.code,
          amount: ledgerEntries.amount,
          at: ledgerEntries.createdAt,
        })
        .from(ledgerEntries)
        .innerJoin(ledgerTransactions, eq(ledgerTransactions.id, ledgerEntries.transactionId))
        .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
        .where(
          sql`${ledgerTransactions.metadata}->>'saleId' = ${row.id} or ${ledgerTransactions.reference} = ${`sale:${row.id}`}`,
        )
        .orderBy(asc(ledgerEntries.id));
      return {
        ...detail,
        seller: seller ?? { id: row.sellerId, email: '', fullName: '' },
        postings: postings.map((p) => ({ ...p, at: p.at.toISOString() })),
      };
    },
  });

  app.post('/web/admin/orders/:id/refund', {
    config: {
      access: 'admin',
      sensitive: 'money',
      target: { kind: 'transaction', from: 'params', field: 'id' },
    },
    schema: {
      tags,
      summary: 'Refund any order in full or in part',
      params: idParamsSchema,
      body: refundRequestSchema,
      response: { 200: chargeSchema, 202: chargeSchema },
    },
    handler: async (request, reply) => {
      const auth = requireAuth(request);
      const { charge, refund } = await refundCharge(
        app,
        request.params.id,
        request.body.amount,
        { type: 'admin', id: auth.user.id },
        null,
      );
      await recordAudit(app.db, app.clock, request, {
        action: 'admin.order.refund',
        targetType: 'transaction',
        targetId: charge.id,
        after: { refundId: refund.id, amount: refund.amount, status: refund.status },
      });
      return reply.code(refund.status === 'confirmed' ? 200 : 202).send(toCharge(charge));
    },
  });
};

/** The "simulate payment" button of test mode: the sandbox acquirer pays the charge and calls back. */
export const simulationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/web/orders/:id/simulate-payment', {
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags: ['orders'],
      summary: 'Test mode: pay a pending Pix or boleto through the sandbox',
      params: idParamsSchema,
      response: { 200: chargeSchema },
    },
    handler: async (request) => {
      const sellerId = requireAuth(request).user.id;
      await simulatePayment(app, request.params.id, sellerId);
      return (await orderDetail(app, request.params.id, sellerId)).detail.charge;
    },
  });
};

export async function simulatePayment(
  app: FastifyInstance,
  chargeId: string,
  sellerId: string | null,
) {
  const [row] = await app.db.select().from(transactions).where(eq(transactions.id, chargeId));
  if (!row || (sellerId && row.sellerId !== sellerId)) throw notFound();
  if (row.livemode) throw new AppError('payments.simulation_test_only');
  const [acquirer] = row.acquirerId
    ? await app.db.select().from(acquirers).where(eq(acquirers.id, row.acquirerId))
    : [];
  const adapter = acquirer ? adapterFor(app, acquirer) : null;
  if (
    !adapter ||
    !isSandboxAcquirer(adapter) ||
    !row.acquirerReference ||
    row.status !== 'pending'
  ) {
    throw new AppError('payments.not_simulatable');
  }
  await adapter.simulatePayment(row.acquirerReference);
}
