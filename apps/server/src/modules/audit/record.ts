import type { DbOrTx } from '../../db/client.ts';
import { auditLog } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

/**
 * Who acted, and from where: the logged-in user (and the admin acting as them, if any). An HTTP
 * request is one; jobs and providers act with no user.
 */
export type AuditActor = {
  auth?: { user: { id: string }; session: { impersonatorId: string | null } } | null;
  ip: string;
};

export type AuditEntryInput = {
  action: string;
  targetType: string;
  targetId: string | null;
  before?: unknown;
  after?: unknown;
};

/** Writes an audit entry in the caller's transaction, attributed to the actor. */
export async function recordAudit(
  db: DbOrTx,
  clock: Clock,
  actor: AuditActor,
  entry: AuditEntryInput,
) {
  await db.insert(auditLog).values({
    actorId: actor.auth?.user.id ?? null,
    impersonatorId: actor.auth?.session.impersonatorId ?? null,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    before: entry.before ?? null,
    after: entry.after ?? null,
    ip: actor.ip || null,
    createdAt: clock.now(),
  });
}
