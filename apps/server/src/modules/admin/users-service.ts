import type { Role } from '@repasse/core/contract/common';
import { isAdminRole } from '@repasse/core/contract/common';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { createSession } from '../auth/sessions.ts';
import { refreshUserDocumentStatus } from '../kyc/queries.ts';

/** Impersonation sessions are short: at most an hour, never longer than the admin's own. */
export const impersonationTtlMs = 60 * 60 * 1000;

export async function setRole(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  userId: string,
  role: Role,
) {
  if (userId === auth.user.id) throw new AppError('admin.own_role');
  return app.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId)).for('update');
    if (!user) throw notFound();
    // Granting or taking away any administrator power is for super-admins only.
    const touchesAdmin = isAdminRole(role) || isAdminRole(user.role);
    if (touchesAdmin && auth.user.role !== 'super_admin')
      throw new AppError('admin.role_requires_super_admin');
    await tx.update(users).set({ role, updatedAt: app.clock.now() }).where(eq(users.id, userId));
    await refreshUserDocumentStatus(tx, userId);
    await recordAudit(tx, app.clock, request, {
      action: 'admin.user.role',
      targetType: 'user',
      targetId: userId,
      before: { role: user.role },
      after: { role },
    });
    return role;
  });
}

/** Switches an admin sets on a user, each with the audit action that records it. */
const userSwitches = {
  autoWithdrawal: 'admin.user.auto_withdrawal',
  /** The seller's own PCI DSS attestation lets their servers send raw card data to /v1/charges. */
  rawCardAllowed: 'admin.user.raw_card_data',
} as const;
export type UserSwitch = keyof typeof userSwitches;

export async function setUserSwitch(
  app: FastifyInstance,
  request: FastifyRequest,
  userId: string,
  name: UserSwitch,
  enabled: boolean,
) {
  return app.db.transaction(async (tx) => {
    const [user] = await tx
      .select({ value: users[name] })
      .from(users)
      .where(eq(users.id, userId))
      .for('update');
    if (!user) throw notFound();
    await tx
      .update(users)
      .set({ [name]: enabled, updatedAt: app.clock.now() })
      .where(eq(users.id, userId));
    await recordAudit(tx, app.clock, request, {
      action: userSwitches[name],
      targetType: 'user',
      targetId: userId,
      before: { [name]: user.value },
      after: { [name]: enabled },
    });
    return enabled;
  });
}

export async function startImpersonation(
  app: FastifyInstance,
  request: FastifyRequest,
  auth: AuthContext,
  userId: string,
) {
  if (userId === auth.user.id) throw new AppError('impersonation.target_self');
  if (auth.session.impersonatorId) throw new AppError('impersonation.forbidden_action');
  return app.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, userId));
    if (!user) throw notFound();
    if (user.role !== 'seller') throw new AppError('impersonation.target_admin');
    const ttlMs = Math.min(
      impersonationTtlMs,
      auth.session.expiresAt.getTime() - app.clock.now().getTime(),
    );
    const session = await createSession(tx, app.clock, {
      userId,
      ttlMs,
      ip: request.ip || null,
      userAgent: request.headers['user-agent'] ?? null,
      impersonatorId: auth.user.id,
    });
    await recordAudit(tx, app.clock, request, {
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
