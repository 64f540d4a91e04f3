import type { AdminUserRow } from '@repasse/core/contract/admin-users';
import { centsFromSql } from '@repasse/core/money/limits';
import { sql } from 'drizzle-orm';
import type { users } from '../../db/schema.ts';

/**
 * What buyers paid the seller in live sales, less what was refunded to them. Test-mode charges and sales
 * that ended in chargeback are not revenue. The outer table is named because drizzle renders a bare
 * column reference unqualified, which the subquery would read as its own.
 */
export const totalInvoicedColumn = sql<string>`coalesce((
  select sum(t.buyer_total - t.refunded_amount) from transactions t
  where t.seller_id = "users"."id" and t.livemode and t.status in ('paid', 'in_protest')
), 0)`;

export function toAdminUserRow(
  row: typeof users.$inferSelect,
  totalInvoiced: string | number,
): AdminUserRow {
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
