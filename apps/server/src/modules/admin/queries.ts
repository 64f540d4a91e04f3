import type { AdminUserRow } from '@repasse/core/contract/admin-users';
import type { users } from '../../db/schema.ts';

export function toAdminUserRow(row: typeof users.$inferSelect): AdminUserRow {
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
    feeProfileId: row.feeProfileId,
    createdAt: row.createdAt.toISOString(),
  };
}

/** LIKE pattern matching the text anywhere, with the user's wildcards taken literally. */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
