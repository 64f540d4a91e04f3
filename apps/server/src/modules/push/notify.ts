import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { hasDevice } from './queries.ts';
import type { PushData } from './texts.ts';

export type PushJob = { userId: string; eventKey: string; data: PushData };

/**
 * Retries of a push job after its first run, with exponential backoff from 30 s: the last one
 * about half an hour after the event, unless a provider's Retry-After keeps a push waiting longer
 * (it then fails at the last run).
 */
export const pushRetryLimit = 6;

/** Whether the user has a device to push to, from memory when kept (read cache, `devices`). */
export const hasPushDevice = (app: FastifyInstance, db: DbOrTx, userId: string) =>
  // Read through the caller's transaction when not kept: PGlite has one connection.
  app.reads.read(['devices'], `push-devices:${userId}`, () => hasDevice(db, userId));

/**
 * Asks for the pushes of one event occurrence in the caller's transaction: one small job row, so
 * the event (a sale, a withdrawal) never waits on preferences, texts or the provider, and the push
 * exists exactly when the change it announces committed. Nothing is asked when the user has no
 * device. `eventKey` names the occurrence (`sale_approved:<charge id>`): asking twice sends once.
 */
export async function queuePush(app: FastifyInstance, tx: DbOrTx, job: PushJob): Promise<void> {
  if (!(await hasPushDevice(app, tx, job.userId))) return;
  await app.queue.send(tx, 'push.send', job, {
    singletonKey: job.eventKey,
    retryLimit: pushRetryLimit,
    retryBackoff: true,
    retryDelay: 30,
  });
}

/** The seller's "sale approved" push for a charge that became paid (live mode only). */
export const saleApprovedPush = (paid: {
  id: string;
  sellerId: string;
  price: number;
}): PushJob => ({
  userId: paid.sellerId,
  eventKey: `sale_approved:${paid.id}`,
  data: { event: 'sale_approved', chargeId: paid.id, amountCents: paid.price },
});
