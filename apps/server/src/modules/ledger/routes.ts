import { anticipationSimulationResponseSchema } from '@repasse/core/contract/fees';
import {
  anticipationRequestSchema,
  anticipationResultSchema,
  balanceResponseSchema,
  movementsPageSchema,
  movementsQuerySchema,
  statementPageSchema,
  statementQuerySchema,
} from '@repasse/core/contract/ledger';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { idempotencyKeyOf } from '../../http/idempotency-key.ts';
import { requestAnticipation, simulateAnticipationFor } from './anticipation.ts';
import { sellerBalance } from './balances.ts';
import { ledgerMovements } from './movements.ts';
import { sellerStatement, sellerStatementCsv } from './seller-statement.ts';

export const ledgerRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/web/financial/balance', {
    config: { access: 'user' },
    schema: {
      tags: ['financial'],
      summary: "The caller's balances and next releases",
      response: { 200: balanceResponseSchema },
    },
    handler: async (request) => sellerBalance(app, requireAuth(request).user.id),
  });

  app.get('/web/financial/statement', {
    config: { access: 'user' },
    schema: {
      tags: ['financial'],
      summary: "The caller's ledger movements",
      querystring: statementQuerySchema,
      response: { 200: statementPageSchema },
    },
    handler: async (request) => sellerStatement(app, requireAuth(request).user.id, request.query),
  });

  app.get('/web/financial/statement.csv', {
    config: { access: 'user' },
    schema: {
      tags: ['financial'],
      summary: 'The statement as CSV (same filters, every row)',
      querystring: statementQuerySchema,
      download: 'text/csv',
    },
    handler: async (request, reply) => {
      const sellerId = requireAuth(request).user.id;
      const csv = await sellerStatementCsv(app, sellerId, request.query, request.locale);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="statement.csv"')
        .send(csv);
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
      simulateAnticipationFor(app, requireAuth(request).user.id, request.body.orderIds),
  });

  app.post('/web/financial/anticipation', {
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags: ['financial'],
      summary: 'Anticipate pending card funds (Idempotency-Key header recommended)',
      body: anticipationRequestSchema,
      response: { 200: anticipationResultSchema },
    },
    handler: async (request) => {
      const sellerId = requireAuth(request).user.id;
      const key = idempotencyKeyOf(request);
      return requestAnticipation(app, sellerId, request.body.orderIds, key);
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
    handler: async (request) => ledgerMovements(app, request.query),
  });
};
