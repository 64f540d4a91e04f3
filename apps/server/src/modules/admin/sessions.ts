import type { AdminSessionsPage, AdminSessionsQuery } from '@repasse/core/contract/admin-users';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { notFound } from '../../http/errors.ts';
import { decide } from '../audit/decision.ts';
import type { AuditActor } from '../audit/record.ts';
import { revokeSession } from '../auth/sessions.ts';
import { adminSessionsPage, lockUnrevokedSession, toAdminSession } from './sessions-queries.ts';

export async function listAdminSessions(
  app: FastifyInstance,
  query: AdminSessionsQuery,
): Promise<AdminSessionsPage> {
  const { rows, total } = await adminSessionsPage(app.db, app.clock.now(), query);
  return pageOf(query, rows.map(toAdminSession), total);
}

/** Logs anyone out of one session: a lost device, a suspicious login. */
export async function revokeAnySession(
  app: FastifyInstance,
  actor: AuditActor,
  sessionId: string,
): Promise<void> {
  await decide(app, actor, {
    action: 'admin.session.revoke',
    targetType: 'session',
    lock: async (tx) => {
      const session = await lockUnrevokedSession(tx, sessionId);
      if (!session) throw notFound();
      return session;
    },
    apply: async (tx, session) => {
      await revokeSession(tx, app.clock, session.id);
      return { before: null, after: { userId: session.userId } };
    },
  });
}
