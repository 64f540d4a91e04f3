import type { AdminUserRow, AdminUsersQuery } from '@repasse/core/contract/admin-users';
import type { Role } from '@repasse/core/contract/common';
import { centsFromSql } from '@repasse/core/money/limits';
import { and, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { paginate } from '../../db/paging.ts';
import { users } from '../../db/schema.ts';

type UserRow = typeof users.$inferSelect;

/**
 * What buyers paid the seller in live sales, less what was refunded to them. Test-mode charges and sales
 * that ended in chargeback are not revenue. The outer table is named because drizzle renders a bare
 * column reference unqualified, which the subquery would read as its own.
 */
export const totalInvoicedColumn = sql<string>`coalesce((
  select sum(t.buyer_total - t.refunded_amount) from transactions t
  where t.seller_id = "users"."id" and t.livemode and t.status in ('paid', 'in_protest')
), 0)`;

export function toAdminUserRow(row: UserRow, totalInvoiced: string | number): AdminUserRow {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    personDocument: row.personDocument,
    companyDocument: row.companyDocument,
    tradeName: row.tradeName,
    nationality: row.nationality,
    role: row.role,
    documentStatus: row.documentStatus,
    autoWithdrawal: row.autoWithdrawal,
    rawCardAllowed: row.rawCardAllowed,
    feeProfileId: row.feeProfileId,
    totalInvoiced: centsFromSql(totalInvoiced),
    createdAt: row.createdAt.toISOString(),
  };
}

/** LIKE pattern matching the text anywhere, with the user's wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** Documents are matched by their digits too, however the admin punctuates them. */
function usersMatching(query: AdminUsersQuery): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = containsPattern(query.search);
    const digits = containsPattern(query.search.replace(/[.\-/\s]/g, ''));
    const match = or(
      ilike(users.email, pattern),
      ilike(users.fullName, pattern),
      ilike(users.tradeName, pattern),
      ilike(users.personDocument, digits),
      ilike(users.companyDocument, digits),
    );
    if (match) conditions.push(match);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.documentStatus) conditions.push(eq(users.documentStatus, query.documentStatus));
  return conditions.length ? and(...conditions) : undefined;
}

/** One page of users matching the filters, newest first, each with what they invoiced. */
export async function adminUsersPage(db: DbOrTx, query: AdminUsersQuery) {
  const where = usersMatching(query);
  const rows = await paginate(
    db
      .select({ user: users, totalInvoiced: totalInvoicedColumn })
      .from(users)
      .where(where)
      .orderBy(desc(users.createdAt), users.id)
      .$dynamic(),
    query,
  );
  return { rows, total: await db.$count(users, where) };
}

export async function userWithTotalInvoiced(db: DbOrTx, id: string) {
  const [row] = await db
    .select({ user: users, totalInvoiced: totalInvoicedColumn })
    .from(users)
    .where(eq(users.id, id));
  return row;
}

/** Locked, so two admins changing the same user queue and each audit entry shows its "before". */
export async function lockUser(db: DbOrTx, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).for('update');
  return row;
}

export async function writeRole(db: DbOrTx, id: string, role: Role, now: Date) {
  await db.update(users).set({ role, updatedAt: now }).where(eq(users.id, id));
}

/** Admins' on/off switches on a user, by column. */
export type UserSwitch = 'autoWithdrawal' | 'rawCardAllowed';

export async function lockUserSwitch(db: DbOrTx, id: string, name: UserSwitch) {
  const [row] = await db
    .select({ id: users.id, value: users[name] })
    .from(users)
    .where(eq(users.id, id))
    .for('update');
  return row;
}

export async function writeUserSwitch(
  db: DbOrTx,
  id: string,
  name: UserSwitch,
  enabled: boolean,
  now: Date,
) {
  await db
    .update(users)
    .set({ [name]: enabled, updatedAt: now })
    .where(eq(users.id, id));
}
