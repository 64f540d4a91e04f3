import type { ImpersonationResponse } from '@repasse/core/contract/admin-users';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../http/errors.ts';
import { findUser } from '../account/queries.ts';
import { recordAudit } from '../audit/record.ts';
import type { SessionClient } from '../auth/session-client.ts';
import { createSession } from '../auth/sessions.ts';
import type { AdminActor } from './users-service.ts';

/** Impersonation sessions are short: at most an hour, never longer than the admin's own. */
export const impersonationTtlMs = 60 * 60 * 1000;

/** A session acting as a seller, to see what they see; money and credentials stay out of reach. */
export async function startImpersonation(
  app: FastifyInstance,
  admin: AdminActor,
  client: SessionClient,
  userId: string,
): Promise<ImpersonationResponse> {
  if (userId === admin.auth.user.id) throw new AppError('impersonation.target_self');
  if (admin.auth.session.impersonatorId) throw new AppError('impersonation.forbidden_action');
  return app.db.transaction(async (tx) => {
    const user = await findUser(tx, userId);
    if (!user) throw notFound();
    if (user.role !== 'seller') throw new AppError('impersonation.target_admin');
    const ttlMs = Math.min(
      impersonationTtlMs,
      admin.auth.session.expiresAt.getTime() - app.clock.now().getTime(),
    );
    const session = await createSession(tx, app.clock, {
      userId,
      ttlMs,
      ...client,
      impersonatorId: admin.auth.user.id,
    });
    await recordAudit(tx, app.clock, admin, {
      action: 'admin.impersonation.start',
      targetType: 'user',
      targetId: userId,
      after: { sessionId: session.id, expiresAt: session.expiresAt.toISOString() },
    });
    return {
      token: session.token,
      expiresAt: session.expiresAt.toISOString(),
      user: { id: user.id, email: user.email, fullName: user.fullName },
    };
  });
}
