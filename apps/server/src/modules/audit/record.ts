import type { FastifyRequest } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

export type AuditEntryInput = {
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
};

/** Writes an audit entry in the caller's transaction, attributed to the request's user. */
export async function recordAudit(
  db: DbOrTx,
  clock: Clock,
  request: FastifyRequest,
  entry: AuditEntryInput,
) {
  await db.insert(auditLog).values({
    actorId: request.auth?.user.id ?? null,
    impersonatorId: request.auth?.session.impersonatorId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: request.ip || null,
    createdAt: clock.now(),
  });
}
