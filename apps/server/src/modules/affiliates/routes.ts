import {
  affiliateLinkSchema,
  affiliateLinksSchema,
  affiliatePeriodSchema,
  affiliateProgramInputSchema,
  affiliateProgramSchema,
  affiliationDecisionSchema,
  affiliationRequestSchema,
  commissionPageSchema,
  commissionQuerySchema,
  marketplacePageSchema,
  marketplaceQuerySchema,
  producerAffiliateSchema,
  producerAffiliatesPageSchema,
  producerAffiliatesQuerySchema,
  referralsSchema,
} from '@repasse/core/contract/affiliates';
import { idParamsSchema } from '@repasse/core/contract/kyc';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { referralsOf } from '../referrals/referrals.ts';
import { decideAndShow } from './decisions.ts';
import { joinProgram, marketplace } from './marketplace.ts';
import { programOf, saveProgram } from './programs.ts';
import { affiliateLinks, commissions, commissionsCsv, producerAffiliates } from './reports.ts';

export const affiliateRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['affiliates'];

  app.get('/web/products/:id/affiliate-program', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "A product's affiliate programme",
      params: idParamsSchema,
      response: { 200: affiliateProgramSchema },
    },
    handler: async (request) => programOf(app, requireAuth(request).user.id, request.params.id),
  });

  app.put('/web/products/:id/affiliate-program', {
    // Commissions change where a sale's money goes.
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags,
      summary: "Set a product's affiliate programme (a new commission waits for its notice)",
      params: idParamsSchema,
      body: affiliateProgramInputSchema,
      response: { 200: affiliateProgramSchema },
    },
    handler: async (request) =>
      saveProgram(app, requireAuth(request).user.id, request.params.id, request.body),
  });

  app.get('/web/affiliates/marketplace', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Products open to affiliation (listed, or the one an invite code names)',
      querystring: marketplaceQuerySchema,
      response: { 200: marketplacePageSchema },
    },
    handler: async (request) => marketplace(app, requireAuth(request).user.id, request.query),
  });

  app.post('/web/affiliates/affiliations', {
    config: { access: 'user', sensitive: 'none' },
    schema: {
      tags,
      summary: 'Ask to promote a product (approved at once when its programme is open)',
      body: affiliationRequestSchema,
      response: { 201: affiliateLinkSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await joinProgram(app, requireAuth(request).user.id, request.body)),
  });

  app.get('/web/affiliates/links', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's affiliate links with clicks, sales and commissions",
      querystring: affiliatePeriodSchema,
      response: { 200: affiliateLinksSchema },
    },
    handler: async (request) => affiliateLinks(app, requireAuth(request).user.id, request.query),
  });

  app.get('/web/affiliates/commissions', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's commissions, newest first",
      querystring: commissionQuerySchema,
      response: { 200: commissionPageSchema },
    },
    handler: async (request) => commissions(app, requireAuth(request).user.id, request.query),
  });

  app.get('/web/affiliates/commissions.csv', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's commissions as CSV (same filters, every row)",
      querystring: commissionQuerySchema,
      download: 'text/csv',
    },
    handler: async (request, reply) => {
      const userId = requireAuth(request).user.id;
      const csv = await commissionsCsv(app, userId, request.query, request.locale);
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="commissions.csv"')
        .send(csv);
    },
  });

  app.get('/web/affiliates/producer', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The affiliates of the caller's products, with their sales and commissions",
      querystring: producerAffiliatesQuerySchema,
      response: { 200: producerAffiliatesPageSchema },
    },
    handler: async (request) =>
      producerAffiliates(app, requireAuth(request).user.id, request.query),
  });

  app.post('/web/affiliates/affiliations/:id/decision', {
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Approve, refuse, block or unblock an affiliate of one of your products',
      params: idParamsSchema,
      body: affiliationDecisionSchema,
      response: { 200: producerAffiliateSchema },
    },
    handler: async (request) =>
      decideAndShow(app, requireAuth(request).user.id, request.params.id, request.body),
  });

  app.get('/web/referrals', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's referral link, the sellers it brought and what they earned",
      response: { 200: referralsSchema },
    },
    handler: async (request) => referralsOf(app, requireAuth(request).user.id),
  });
};
