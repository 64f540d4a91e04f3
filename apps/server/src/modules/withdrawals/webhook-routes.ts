import type { FastifyPluginAsync } from 'fastify';
import { AppError } from '../../http/errors.ts';
import { IgnoredWebhookError } from '../../providers/payouts/ignored-webhook.ts';
import { WebhookSignatureError } from '../../providers/payouts/types.ts';
import { providerFor, providerRowById } from '../payouts/registry.ts';
import { applyPayoutWebhook } from './payouts.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

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
      const { providerId } = request.params;
      const row = uuid.test(providerId) ? await providerRowById(app.db, providerId) : undefined;
      // An unknown provider's webhook cannot be verified: it is refused like a bad signature.
      if (!row) throw new AppError(401, 'webhook.invalid_signature');
      const raw = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
      let event: ReturnType<ReturnType<typeof providerFor>['parseWebhook']>;
      try {
        event = providerFor(app, row).parseWebhook(raw, request.headers, app.clock.now());
      } catch (error) {
        if (error instanceof WebhookSignatureError)
          throw new AppError(401, 'webhook.invalid_signature');
        // Authentic events that change no payout (e.g. Asaas's TRANSFER_PENDING) are acknowledged:
        // providers pause deliveries after repeated non-200 answers.
        if (error instanceof IgnoredWebhookError) return { received: true, outcome: 'ignored' };
        throw new AppError(400, 'bad_request');
      }
      const outcome = await applyPayoutWebhook(app, row.id, event);
      return { received: true, outcome };
    },
  });
};
