import type { AuditEntry, AuditQuery } from '@repasse/core/contract/admin-users';
import { and, desc, eq, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { auditLog, users } from '../../db/schema.ts';

/** One page of the audit log, the latest entry first. */
export async function auditEntriesPage(db: DbOrTx, query: AuditQuery) {
  const conditions: SQL[] = [];
  if (query.action) conditions.push(eq(auditLog.action, query.action));
  if (query.targetId) conditions.push(eq(auditLog.targetId, query.targetId));
  if (query.actorId) conditions.push(eq(auditLog.actorId, query.actorId));
  const where = conditions.length ? and(...conditions) : undefined;
  const rows = await paginate(
    db
      .select({ entry: auditLog, actor: { id: users.id, email: users.email } })
      .from(auditLog)
      .leftJoin(users, eq(users.id, auditLog.actorId))
      .where(where)
      .orderBy(desc(auditLog.seq))
      .$dynamic(),
    query,
  );
  return { rows, total: await db.$count(auditLog, where) };
}

type AuditRow = Awaited<ReturnType<typeof auditEntriesPage>>['rows'][number];

export const toAuditEntry = ({ entry, actor }: AuditRow): AuditEntry => ({
  id: entry.id,
  createdAt: entry.createdAt.toISOString(),
  action: entry.action,
  actor: actor?.id ? { id: actor.id, email: actor.email } : null,
  impersonatorId: entry.impersonatorId,
  targetType: entry.targetType,
  targetId: entry.targetId,
  before: entry.before,
  after: entry.after,
  ip: entry.ip,
});
