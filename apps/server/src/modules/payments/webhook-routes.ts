import {
  acquirerWebhookParamsSchema,
  webhookReceiptSchema,
} from '@repasse/core/contract/provider-webhooks';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { acceptRawBodies, rawBodyOf } from '../../http/raw-body.ts';
import { receiveAcquirerNotice } from './acquirer-notice.ts';

/** Webhooks in from acquirers: verified on the raw body, then applied once. */
export const acquirerWebhookRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawBodies(app);

  app.post('/hooks/acquirers/:acquirerId', {
    config: { access: 'webhook' },
    schema: {
      tags: ['webhooks'],
      summary: 'Payment status from an acquirer (signed)',
      security: [{ sandboxSignature: [] }, { pagarmeSignature: [] }],
      params: acquirerWebhookParamsSchema,
      response: { 200: webhookReceiptSchema },
    },
    handler: async (request) => {
      // The signature covers the raw bytes: the body is never parsed here.
      const raw = rawBodyOf(request.body);
      const outcome = await receiveAcquirerNotice(
        app,
        request.params.acquirerId,
        raw,
        request.headers,
      );
      return { received: true as const, outcome };
    },
  });
};
