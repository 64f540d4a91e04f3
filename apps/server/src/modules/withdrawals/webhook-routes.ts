import {
  payoutWebhookParamsSchema,
  webhookReceiptSchema,
} from '@repasse/core/contract/provider-webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptRawBodies, rawBodyOf } from '../../http/raw-body.ts';
import { receivePayoutWebhook } from './payout-webhook.ts';

/** Webhooks in from BaaS providers: the signature over the raw body is checked before anything is read. */
export const payoutWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawBodies(app);

  app.post('/hooks/payouts/:providerId', {
    config: { access: 'webhook' },
    schema: {
      tags: ['webhooks'],
      summary: 'Payout status from a BaaS provider (signed)',
      security: [{ sandboxSignature: [] }, { asaasToken: [] }],
      params: payoutWebhookParamsSchema,
      response: { 200: webhookReceiptSchema },
    },
    handler: async (request) => {
      // The signature covers the raw bytes: the body is never parsed here.
      const raw = rawBodyOf(request.body);
      const outcome = await receivePayoutWebhook(
        app,
        request.params.providerId,
        raw,
        request.headers,
      );
      return { received: true as const, outcome };
    },
  });
};
