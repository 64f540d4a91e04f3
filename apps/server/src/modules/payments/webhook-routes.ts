import { and, eq, isNull, or } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { acquirers, transactions, webhookEvents } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { AcquirerWebhookEvent } from '../../providers/acquirers/types.ts';
import { WebhookSignatureError } from '../../providers/payouts/types.ts';
import { adapterFor } from '../acquirers/registry.ts';
import { applyAcquirerEvent } from './acquirer-events.ts';
import { lockTransaction } from './lifecycle.ts';

const uuid = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Webhooks in from acquirers: verified on the raw body, then applied once. */
export const acquirerWebhookRoutes: FastifyPluginAsync = async (app) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser(
    'application/json',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 256 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.post<{ Params: { acquirerId: string } }>('/hooks/acquirers/:acquirerId', {
    config: { access: 'webhook' },
    schema: { hide: true },
    handler: async (request) => {
      const { acquirerId } = request.params;
      const [acquirer] = uuid.test(acquirerId)
        ? await app.db.select().from(acquirers).where(eq(acquirers.id, acquirerId))
        : [];
      // An unknown acquirer's webhook cannot be verified: it is refused like a bad signature.
      if (!acquirer) throw new AppError('webhook.invalid_signature');
      let event: AcquirerWebhookEvent;
      try {
        event = adapterFor(app, acquirer).parseWebhook(
          Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0),
          request.headers,
          app.clock.now(),
        );
      } catch (error) {
        if (error instanceof WebhookSignatureError) throw new AppError('webhook.invalid_signature');
        if ((error as Error).name === 'IgnoredWebhookError')
          return { received: true, outcome: 'ignored' };
        throw new AppError('bad_request');
      }
      const outcome = await app.db.transaction(async (tx) => {
        const [recorded] = await tx
          .insert(webhookEvents)
          .values({
            source: `acquirer:${acquirer.id}`,
            eventId: event.eventId,
            payload: event,
            receivedAt: app.clock.now(),
          })
          .onConflictDoNothing()
          .returning({ id: webhookEvents.id });
        if (!recorded) return 'duplicate';
        const byAcquirerReference = and(
          eq(transactions.acquirerId, acquirer.id),
          eq(transactions.acquirerReference, event.acquirerReference),
        );
        // A notice may overtake the answer to the charge call, before the charge knows its acquirer.
        const match =
          event.reference && uuid.test(event.reference)
            ? or(
                byAcquirerReference,
                and(
                  eq(transactions.id, event.reference),
                  or(eq(transactions.acquirerId, acquirer.id), isNull(transactions.acquirerId)),
                ),
              )
            : byAcquirerReference;
        const [found] = await tx.select({ id: transactions.id }).from(transactions).where(match);
        // Not recorded (the transaction rolls back), so the acquirer's retry is applied later.
        if (!found) throw new AppError('webhook.unknown_charge');
        const row = await lockTransaction(tx, found.id);
        const after = await applyAcquirerEvent(app, tx, row, event);
        await tx
          .update(webhookEvents)
          .set({ processedAt: app.clock.now() })
          .where(eq(webhookEvents.id, recorded.id));
        return after.status === row.status &&
          after.refundedAmount === row.refundedAmount &&
          after.refundPendingAmount === row.refundPendingAmount
          ? 'ignored'
          : 'applied';
      });
      return { received: true, outcome };
    },
  });
};
