import type { FastifyPluginAsync } from 'fastify';
import { receivePayoutWebhook } from './payout-webhook.ts';

/** Webhooks in from BaaS providers: the signature over the raw body is checked before anything is read. */
export const payoutWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post<{ Params: { providerId: string } }>('/hooks/payouts/:providerId', {
    config: { access: 'webhook' },
    schema: {
      tags: ['webhooks'],
      summary: 'Payout status from a BaaS provider (signed)',
      hide: true,
    },
    handler: async (request) => {
      // The signature covers the raw bytes: the body is never parsed here.
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      const { providerId } = request.params;
      const outcome = await receivePayoutWebhook(app, providerId, raw, request.headers);
      return { received: true, outcome };
    },
  });
};
