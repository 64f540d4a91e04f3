import {
  analyticsQuerySchema,
  balancesResponseSchema,
  rankingsQuerySchema,
  rankingsResponseSchema,
  revenueResponseSchema,
  sellerAnalyticsResponseSchema,
  transactionsResponseSchema,
} from '@repasse/core/contract/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { adminBalances } from './balances.ts';
import { rankingsAnalytics } from './rankings.ts';
import { revenueAnalytics } from './revenue.ts';
import { sellerAnalytics } from './seller-dashboard.ts';
import { transactionsAnalytics } from './transactions.ts';

const tags = ['analytics'];

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/web/admin/analytics/revenue', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Gross volume, platform revenue and margin, refunds and chargebacks by period',
      querystring: analyticsQuerySchema,
      response: { 200: revenueResponseSchema },
    },
    handler: async (request) => revenueAnalytics(app, request.query),
  });

  app.get('/web/admin/analytics/transactions', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Charges by status and method, approval, fallback and chargeback rates',
      querystring: analyticsQuerySchema,
      response: { 200: transactionsResponseSchema },
    },
    handler: async (request) => transactionsAnalytics(app, request.query),
  });

  app.get('/web/admin/analytics/balances', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'What sellers hold per state, the releases ahead and the withdrawals waiting',
      querystring: analyticsQuerySchema,
      response: { 200: balancesResponseSchema },
    },
    handler: async (request) => adminBalances(app, request.query),
  });

  app.get('/web/admin/analytics/rankings', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Top sellers, products and acquirers of a period',
      querystring: rankingsQuerySchema,
      response: { 200: rankingsResponseSchema },
    },
    handler: async (request) => rankingsAnalytics(app, request.query),
  });

  app.get('/web/dashboard/analytics', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's own sales figures of a period, compared with the one before",
      querystring: analyticsQuerySchema,
      response: { 200: sellerAnalyticsResponseSchema },
    },
    handler: async (request) => sellerAnalytics(app, requireAuth(request).user.id, request.query),
  });
};
