import type { AdminSession, AdminSessionsQuery } from '@repasse/core/contract/admin-users';
import { and, desc, eq, gt, isNull, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { sessions, users } from '../../db/schema.ts';
import { toSession } from '../account/queries.ts';

const impersonators = alias(users, 'impersonators');

/** Every live session (of one user, if asked), the most recently used first. */
export async function adminSessionsPage(db: DbOrTx, now: Date, query: AdminSessionsQuery) {
  const conditions: SQL[] = [isNull(sessions.revokedAt), gt(sessions.expiresAt, now)];
  if (query.userId) conditions.push(eq(sessions.userId, query.userId));
  const where = and(...conditions);
  const rows = await paginate(
    db
      .select({
        session: sessions,
        user: { id: users.id, email: users.email, fullName: users.fullName, role: users.role },
        impersonator: { id: impersonators.id, email: impersonators.email },
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .leftJoin(impersonators, eq(impersonators.id, sessions.impersonatorId))
      .where(where)
      .orderBy(desc(sessions.lastSeenAt), sessions.id)
      .$dynamic(),
    query,
  );
  return { rows, total: await db.$count(sessions, where) };
}

type AdminSessionRow = Awaited<ReturnType<typeof adminSessionsPage>>['rows'][number];

/** No session is "current" here: the admin looks at other people's. */
export function toAdminSession(row: AdminSessionRow): AdminSession {
  const { current: _current, ...session } = toSession(row.session, null);
  return {
    ...session,
    user: row.user,
    impersonator: row.impersonator?.id
      ? { id: row.impersonator.id, email: row.impersonator.email }
      : null,
  };
}

/** A session not yet revoked, locked so two revocations queue and the second finds it gone. */
export async function lockUnrevokedSession(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ id: sessions.id, userId: sessions.userId })
    .from(sessions)
    .where(and(eq(sessions.id, id), isNull(sessions.revokedAt)))
    .for('update');
  return row;
}
