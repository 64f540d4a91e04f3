import type { RoleResponse, SwitchResponse } from '@repasse/core/contract/admin-users';
import { isAdminRole, type Role } from '@repasse/core/contract/common';
import type { FastifyInstance } from 'fastify';
import type { AuthContext } from '../../http/access.ts';
import { AppError, notFound } from '../../http/errors.ts';
import { decide } from '../audit/decision.ts';
import type { AuditActor } from '../audit/record.ts';
import { refreshUserDocumentStatus } from '../kyc/queries.ts';
import {
  lockUser,
  lockUserSwitch,
  type UserSwitch,
  writeRole,
  writeUserSwitch,
} from './queries.ts';

/** The logged-in admin: what they may do depends on their own role and session. */
export type AdminActor = AuditActor & { auth: AuthContext };

export async function setRole(
  app: FastifyInstance,
  admin: AdminActor,
  userId: string,
  role: Role,
): Promise<RoleResponse> {
  if (userId === admin.auth.user.id) throw new AppError('admin.own_role');
  await decide(app, admin, {
    action: 'admin.user.role',
    targetType: 'user',
    lock: async (tx) => {
      const user = await lockUser(tx, userId);
      if (!user) throw notFound();
      return user;
    },
    apply: async (tx, user) => {
      // Granting or taking away any administrator power is for super-admins only.
      const touchesAdmin = isAdminRole(role) || isAdminRole(user.role);
      if (touchesAdmin && admin.auth.user.role !== 'super_admin')
        throw new AppError('admin.role_requires_super_admin');
      await writeRole(tx, user.id, role, app.clock.now());
      // Documents are asked of sellers only: the status follows the role.
      await refreshUserDocumentStatus(tx, user.id);
      return { before: { role: user.role }, after: { role } };
    },
  });
  return { role };
}

/** The audit action recording each switch an admin sets on a user. */
const switchActions: Record<UserSwitch, string> = {
  autoWithdrawal: 'admin.user.auto_withdrawal',
  /** The seller's own PCI DSS attestation lets their servers send raw card data to /v1/charges. */
  rawCardAllowed: 'admin.user.raw_card_data',
};

export async function setUserSwitch(
  app: FastifyInstance,
  actor: AuditActor,
  userId: string,
  name: UserSwitch,
  enabled: boolean,
): Promise<SwitchResponse> {
  await decide(app, actor, {
    action: switchActions[name],
    targetType: 'user',
    lock: async (tx) => {
      const user = await lockUserSwitch(tx, userId, name);
      if (!user) throw notFound();
      return user;
    },
    apply: async (tx, user) => {
      await writeUserSwitch(tx, user.id, name, enabled, app.clock.now());
      return { before: { [name]: user.value }, after: { [name]: enabled } };
    },
  });
  return { enabled };
}
