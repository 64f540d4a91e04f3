import { sql } from 'drizzle-orm';
import { fromDrizzle, fromPglite, PgBoss } from 'pg-boss';
import type { Database, DbOrTx } from '../db/client.ts';

/** Every queue the platform uses; later capabilities add theirs. */
export const queueNames = [
  'ledger.release',
  'payments.expire',
  'recovery.expire',
  'recovery.outreach',
  'recovery.send',
  'payments.refunds',
  'withdrawals.send',
  'withdrawals.reconcile',
  'email.send',
  'push.send',
  'webhooks.deliver',
  'maintenance.cleanup',
  'cards.purge',
  'analytics.refresh',
  'awards.record',
] as const;

export type SendOptions = {
  singletonKey?: string;
  startAfter?: Date | number;
  retryLimit?: number;
  /** Exponential backoff between retries, starting at retryDelay seconds. */
  retryBackoff?: boolean;
  retryDelay?: number;
};

/**
 * The PostgreSQL-backed job queue (pg-boss). Jobs are sent inside the caller's transaction, so a
 * job exists exactly when the state change that asked for it committed.
 */
export type JobQueue = {
  boss: PgBoss;
  send(tx: DbOrTx, name: string, data: object, options?: SendOptions): Promise<string | null>;
  work<T extends object>(
    name: string,
    /** `retryCount`: how many times this job ran before (0 on its first run). */
    handler: (data: T, retryCount: number) => Promise<void>,
    pollingIntervalSeconds?: number,
  ): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
};

/** Queue names are declared up front: creating a queue from inside an embedded-database transaction would deadlock. */
export function createQueue(database: Database, queueNames: readonly string[]): JobQueue {
  const boss =
    database.kind === 'pglite'
      ? new PgBoss({ db: fromPglite(database.pglite), backend: 'pglite' })
      : new PgBoss({ connectionString: database.url, max: 4 });
  const known = new Set(queueNames);
  let started = false;

  function ensureQueue(name: string) {
    if (!known.has(name)) throw new Error(`job queue ${name} is not declared`);
  }

  return {
    boss,
    async start() {
      boss.on('error', () => {});
      await boss.start();
      for (const name of known) {
        await boss.createQueue(name);
        // pg-boss caches queue metadata at start, before these queues existed; a send inside an
        // embedded-database transaction must never have to look it up (it would deadlock), so
        // touching each queue here loads it into the cache. Deleting a job id that cannot exist
        // changes nothing.
        await boss.deleteJob(name, '00000000-0000-4000-8000-000000000000');
      }
      started = true;
    },
    async stop() {
      if (!started) return;
      started = false;
      await boss.stop({ graceful: true, timeout: 5_000, close: database.kind !== 'pglite' });
    },
    async send(tx, name, data, options = {}) {
      ensureQueue(name);
      return boss.send(name, data, { ...options, db: fromDrizzle(tx as never, sql) });
    },
    async work(name, handler, pollingIntervalSeconds = 2) {
      ensureQueue(name);
      await boss.work(name, { pollingIntervalSeconds, batchSize: 1 }, async (jobs) => {
        for (const job of jobs) await handler(job.data as never, job.retryCount);
      });
    },
  };
}
