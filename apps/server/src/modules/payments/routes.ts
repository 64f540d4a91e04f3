import {
  adminChargesPageSchema,
  adminChargesQuerySchema,
  adminOrderDetailSchema,
  buyerDocumentParamsSchema,
  chargeSchema,
  chargesPageSchema,
  chargesQuerySchema,
  customersPageSchema,
  customersQuerySchema,
  orderDetailSchema,
  refundRequestSchema,
} from '@repasse/core/contract/charges';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { listAdminCharges } from './admin-order-list.ts';
import { adminOrderDetail, orderDetail } from './order-detail.ts';
import { listCharges, listCustomers } from './order-lists.ts';
import { ordersCsv } from './orders-csv.ts';
import { refundOrder } from './refunds.ts';
import { simulateOrderPayment } from './simulate-payment.ts';

/** The dashboard shows the seller's own charges of both modes. */
const dashboardScope = (request: FastifyRequest) => ({
  sellerId: requireAuth(request).user.id,
  livemode: null,
});

export const orderRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['orders'];

  app.get('/web/orders', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's orders with filters",
      querystring: chargesQuerySchema,
      response: { 200: chargesPageSchema },
    },
    handler: async (request) => listCharges(app, dashboardScope(request), request.query),
  });

  app.get('/web/orders.csv', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'The filtered orders as CSV (every row)',
      querystring: chargesQuerySchema,
      download: 'text/csv',
    },
    handler: async (request, reply) => {
      const sellerId = requireAuth(request).user.id;
      const csv = await ordersCsv(app, sellerId, request.query, request.locale);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="orders.csv"')
        .send(csv);
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
    handler: async (request) => orderDetail(app, request.params.id, dashboardScope(request)),
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
      const sellerId = requireAuth(request).user.id;
      const { charge, confirmed } = await refundOrder(app, request.params.id, request.body.amount, {
        actor: { type: 'seller', id: sellerId },
        sellerId,
      });
      return reply.code(confirmed ? 200 : 202).send(charge);
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
    handler: async (request) => listCustomers(app, dashboardScope(request), request.query),
  });

  app.get('/web/clients/:document/orders', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "A buyer's orders",
      params: buyerDocumentParamsSchema,
      querystring: chargesQuerySchema,
      response: { 200: chargesPageSchema },
    },
    handler: async (request) => {
      const buyerDocument = request.params.document.toUpperCase();
      return listCharges(app, { ...dashboardScope(request), buyerDocument }, request.query);
    },
  });

  app.get('/web/admin/orders', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "Every seller's orders of one mode, by seller, product and the order filters",
      querystring: adminChargesQuerySchema,
      response: { 200: adminChargesPageSchema },
    },
    handler: async (request) => listAdminCharges(app, request.query),
  });

  app.get('/web/admin/orders/:id', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'Any order with its acquirer attempts and ledger postings',
      params: idParamsSchema,
      response: { 200: adminOrderDetailSchema },
    },
    handler: async (request) => adminOrderDetail(app, request.params.id),
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
      const adminId = requireAuth(request).user.id;
      const { charge, confirmed } = await refundOrder(app, request.params.id, request.body.amount, {
        actor: { type: 'admin', id: adminId },
        sellerId: null,
        audit: request,
      });
      return reply.code(confirmed ? 200 : 202).send(charge);
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
    handler: async (request) =>
      simulateOrderPayment(app, request.params.id, requireAuth(request).user.id),
  });
};
