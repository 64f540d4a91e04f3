import type { FastifyInstance } from 'fastify';
import type { Tx } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { type AuditActor, recordAudit } from './record.ts';

/**
 * An admin decision on one object: lock it, apply the change, record who decided what. The lock
 * makes concurrent decisions on the same object queue; the second sees the first's outcome and
 * its transition refuses it.
 */
export type Decision<Row extends { id: string }> = {
  /** The audit action, e.g. `admin.withdrawal.approve`. */
  action: string;
  targetType: string;
  lock: (tx: Tx) => Promise<Row>;
  /** Applies the change to the locked row; answers what the audit entry shows changed. */
  apply: (tx: Tx, row: Row) => Promise<{ before: unknown; after: unknown }>;
};

/** Takes one decision in its own transaction; answers the row as it was locked. */
export async function decide<Row extends { id: string }>(
  app: FastifyInstance,
  actor: AuditActor,
  decision: Decision<Row>,
): Promise<Row> {
  return app.db.transaction(async (tx) => {
    const row = await decision.lock(tx);
    const { before, after } = await decision.apply(tx, row);
    await recordAudit(tx, app.clock, actor, {
      action: decision.action,
      targetType: decision.targetType,
      targetId: row.id,
      before,
      after,
    });
    return row;
  });
}

/**
 * The same decision on several objects, each in its own transaction: one refused (already
 * decided, say) is reported with its code and does not undo or stop the others.
 */
export async function decideEach(
  ids: readonly string[],
  decideOne: (id: string) => Promise<unknown>,
): Promise<{ done: string[]; skipped: { id: string; code: string }[] }> {
  const done: string[] = [];
  const skipped: { id: string; code: string }[] = [];
  for (const id of new Set(ids)) {
    try {
      await decideOne(id);
      done.push(id);
    } catch (error) {
      if (!(error instanceof AppError)) throw error;
      skipped.push({ id, code: error.code });
    }
  }
  return { done, skipped };
}
