import { idParamsSchema } from '@repasse/core/contract/kyc';
import {
  messagingSubscriptionAnswerSchema,
  messagingSubscriptionQuerySchema,
  messagingWebhookParamsSchema,
  webhookReceiptSchema,
} from '@repasse/core/contract/provider-webhooks';
import {
  checkoutLeadInputSchema,
  checkoutLeadSchema,
  recoveryLinkSchema,
  recoveryOptOutSchema,
  recoveryTokenParamsSchema,
} from '@repasse/core/contract/recovery-outreach';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { cookieOf } from '../../http/cookies.ts';
import { acceptRawBodies, rawBodyOf } from '../../http/raw-body.ts';
import { visitorCookie } from '../affiliates/attribution.ts';
import { recordLead } from './leads.ts';
import { openRecoveryLink, optOut, optOutStatus } from './links.ts';
import { receiveMessagingWebhook, verifyMessagingSubscription } from './provider-webhook.ts';

/** What a buyer reaches without an account: the checkout's lead, the recovery link, the opt-out. */
export const recoveryPublicRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['recovery'];

  app.post('/web/public/products/:id/leads', {
    config: { access: 'public' },
    schema: {
      tags: ['checkout'],
      summary: 'The buyer gave a name and a contact at the checkout (sent again as they type)',
      params: idParamsSchema,
      body: checkoutLeadInputSchema,
      response: { 200: checkoutLeadSchema },
    },
    handler: async (request) =>
      recordLead(
        app,
        request.params.id,
        request.body,
        request.ip,
        cookieOf(request, visitorCookie),
      ),
  });

  app.get('/web/public/recovery/links/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'A recovery link opened: what the checkout prefills and offers (counts the click)',
      params: recoveryTokenParamsSchema,
      response: { 200: recoveryLinkSchema },
    },
    handler: async (request) => openRecoveryLink(app, request.params.token),
  });

  app.get('/web/public/recovery/opt-out/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: 'The opt-out page: whose messages it stops, and whether it is done',
      params: recoveryTokenParamsSchema,
      response: { 200: recoveryOptOutSchema },
    },
    handler: async (request) => optOutStatus(app, request.params.token),
  });

  app.post('/web/public/recovery/opt-out/:token', {
    config: { access: 'public' },
    schema: {
      tags,
      summary: "Stop this seller's messages to me",
      params: recoveryTokenParamsSchema,
      response: { 200: recoveryOptOutSchema },
    },
    handler: async (request) => optOut(app, request.params.token),
  });
};

/**
 * Webhooks in from SMS and WhatsApp providers: statuses of our messages and buyers' replies, the
 * signature over the raw body checked before anything is read.
 */
export const messagingWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawBodies(app);

  app.post('/hooks/messaging/:providerId', {
    config: { access: 'webhook' },
    schema: {
      tags: ['webhooks'],
      summary: 'Message statuses and replies from an SMS or WhatsApp provider (signed)',
      security: [
        { sandboxMessagingSignature: [] },
        { twilioSignature: [] },
        { whatsappSignature: [] },
      ],
      params: messagingWebhookParamsSchema,
      // Twilio's inbound messages get TwiML instead (text/xml), as it expects.
      response: { 200: webhookReceiptSchema },
    },
    handler: async (request, reply) => {
      // Twilio signs the URL it posted to: ours as the public sees it.
      const url = `${app.config.publicUrl.replace(/\/+$/, '')}${request.url}`;
      const { answer } = await receiveMessagingWebhook(app, request.params.providerId, {
        rawBody: rawBodyOf(request.body),
        headers: request.headers,
        url,
      });
      if (answer)
        return reply
          .header('content-type', answer.contentType)
          .serializer(String)
          .send(answer.body as never);
      return reply.send({ received: true as const, outcome: 'applied' as const });
    },
  });

  app.get('/hooks/messaging/:providerId', {
    config: { access: 'webhook' },
    schema: {
      tags: ['webhooks'],
      summary: "WhatsApp's subscription handshake (hub.mode, hub.verify_token, hub.challenge)",
      // The verify token the admin set, sent back as `hub.verify_token`, is the proof.
      security: [],
      params: messagingWebhookParamsSchema,
      querystring: messagingSubscriptionQuerySchema,
      response: { 200: messagingSubscriptionAnswerSchema },
    },
    handler: async (request, reply) => {
      // Answered before the reply turns to text: a refusal keeps the JSON error shape.
      const challenge = await verifyMessagingSubscription(
        app,
        request.params.providerId,
        request.query,
      );
      return reply.header('content-type', 'text/plain').serializer(String).send(challenge);
    },
  });
};
