import { idParamsSchema } from '@repasse/core/contract/kyc';
import {
  adminRecoveryMessagePageSchema,
  adminRecoveryMessagesQuerySchema,
  messagingProviderInputSchema,
  messagingProviderSchema,
  messagingProvidersListSchema,
  recoveryEventParamsSchema,
  recoveryLeadPageSchema,
  recoveryLeadsQuerySchema,
  recoveryMessagePageSchema,
  recoveryMessagesQuerySchema,
  recoveryPauseSchema,
  recoveryRunPageSchema,
  recoveryRunsQuerySchema,
  recoverySequenceInputSchema,
  recoverySequenceSchema,
  recoverySequencesSchema,
  recoverySummaryQuerySchema,
  recoverySummarySchema,
} from '@repasse/core/contract/recovery-outreach';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import {
  createMessagingProvider,
  listMessagingProviders,
  updateMessagingProvider,
} from './messaging-providers.ts';
import {
  listAdminMessages,
  listSellerLeads,
  listSellerMessages,
  listSellerRuns,
  outreachPause,
  outreachSummary,
} from './outreach-reads.ts';
import { listSequences, saveSequence } from './sequences.ts';

/** The seller's outreach (sequences, runs, messages, figures) and the admin's providers and log. */
export const recoveryOutreachRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['recovery'];

  app.get('/web/recovery/sequences', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's sequence for each event (the defaults, off, until saved)",
      response: { 200: recoverySequencesSchema },
    },
    handler: async (request) => listSequences(app, requireAuth(request).user.id),
  });

  app.put('/web/recovery/sequences/:event', {
    config: { access: 'user', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Save a sequence and switch it on or off (its messages spend the recovery balance)',
      params: recoveryEventParamsSchema,
      body: recoverySequenceInputSchema,
      response: { 200: recoverySequenceSchema },
    },
    handler: async (request) =>
      saveSequence(
        app,
        { ...request, sellerId: requireAuth(request).user.id },
        request.params.event,
        request.body,
      ),
  });

  app.get('/web/recovery/runs', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The caller's buyers in a sequence, the abandoned checkouts among them, newest first",
      querystring: recoveryRunsQuerySchema,
      response: { 200: recoveryRunPageSchema },
    },
    handler: async (request) => listSellerRuns(app, requireAuth(request).user.id, request.query),
  });

  app.get('/web/recovery/leads', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's abandoned checkouts, with or without a sequence, newest first",
      querystring: recoveryLeadsQuerySchema,
      response: { 200: recoveryLeadPageSchema },
    },
    handler: async (request) => listSellerLeads(app, requireAuth(request).user.id, request.query),
  });

  app.get('/web/recovery/messages', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: "The caller's outreach messages with their status, newest first",
      querystring: recoveryMessagesQuerySchema,
      response: { 200: recoveryMessagePageSchema },
    },
    handler: async (request) =>
      listSellerMessages(app, requireAuth(request).user.id, request.query),
  });

  app.get('/web/recovery/summary', {
    config: { access: 'user' },
    schema: {
      tags,
      summary:
        "The period's outreach: sent, delivered, clicked, recovered, cost, by channel and event",
      querystring: recoverySummaryQuerySchema,
      response: { 200: recoverySummarySchema },
    },
    handler: async (request) => outreachSummary(app, requireAuth(request).user.id, request.query),
  });

  app.get('/web/recovery/pause', {
    config: { access: 'user' },
    schema: {
      tags,
      summary: 'Whether outreach waits for a top-up of the recovery balance',
      response: { 200: recoveryPauseSchema },
    },
    handler: async (request) => outreachPause(app, requireAuth(request).user.id),
  });

  app.get('/web/admin/recovery/messages', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: "Every seller's outreach messages, newest first",
      querystring: adminRecoveryMessagesQuerySchema,
      response: { 200: adminRecoveryMessagePageSchema },
    },
    handler: async (request) => listAdminMessages(app, request.query),
  });

  app.get('/web/admin/messaging-providers', {
    config: { access: 'admin' },
    schema: {
      tags,
      summary: 'SMS and WhatsApp providers, each channel’s default first',
      response: { 200: messagingProvidersListSchema },
    },
    handler: async () => listMessagingProviders(app),
  });

  app.post('/web/admin/messaging-providers', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Add an SMS or WhatsApp provider (tokens are write-only)',
      body: messagingProviderInputSchema,
      response: { 201: messagingProviderSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await createMessagingProvider(app, request, request.body)),
  });

  app.put('/web/admin/messaging-providers/:id', {
    config: { access: 'admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Change an SMS or WhatsApp provider (tokens are write-only)',
      params: idParamsSchema,
      body: messagingProviderInputSchema,
      response: { 200: messagingProviderSchema },
    },
    handler: async (request) =>
      updateMessagingProvider(app, request, request.params.id, request.body),
  });
};
