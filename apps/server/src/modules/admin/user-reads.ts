import type {
  AdminUserDetail,
  AdminUsersPage,
  AdminUsersQuery,
} from '@repasse/core/contract/admin-users';
import type { FastifyInstance } from 'fastify';
import { pageOf } from '../../db/paging.ts';
import { notFound } from '../../http/errors.ts';
import { activeSessionsOf, toSession } from '../account/queries.ts';
import { documentsOf } from '../kyc/queries.ts';
import { adminUsersPage, toAdminUserRow, userWithTotalInvoiced } from './queries.ts';

export async function listAdminUsers(
  app: FastifyInstance,
  query: AdminUsersQuery,
): Promise<AdminUsersPage> {
  const { rows, total } = await adminUsersPage(app.db, query);
  const items = rows.map((row) => toAdminUserRow(row.user, row.totalInvoiced));
  return pageOf(query, items, total);
}

/** A user with contact data, documents (sellers only have them) and live sessions. */
export async function adminUserDetail(app: FastifyInstance, id: string): Promise<AdminUserDetail> {
  const found = await userWithTotalInvoiced(app.db, id);
  if (!found) throw notFound();
  const { user } = found;
  const activeSessions = await activeSessionsOf(app.db, app.clock, user.id);
  return {
    user: {
      ...toAdminUserRow(user, found.totalInvoiced),
      phoneCountryCode: user.phoneCountryCode,
      phoneNumber: user.phoneNumber,
      corporateName: user.corporateName,
      websiteUrl: user.websiteUrl,
      city: user.city,
      state: user.state,
    },
    documents:
      user.role === 'seller'
        ? await documentsOf(app.db, user.id, Boolean(user.companyDocument))
        : [],
    sessions: activeSessions.map((row) => toSession(row, null)),
  };
}
