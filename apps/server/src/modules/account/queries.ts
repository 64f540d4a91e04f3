import type { Account, Session } from '@repasse/core/contract/account';
import { and, desc, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';

type UserRow = typeof users.$inferSelect;

export function toAccount(row: UserRow): Account {
  return {
    id: row.id,
    email: row.email,
    role: row.role,
    documentStatus: row.documentStatus,
    nationality: row.nationality,
    fullName: row.fullName,
    personDocument: row.personDocument,
    companyDocument: row.companyDocument,
    phoneCountryCode: row.phoneCountryCode,
    phoneNumber: row.phoneNumber,
    motherName: row.motherName,
    birthDate: row.birthDate,
    corporateName: row.corporateName,
    tradeName: row.tradeName,
    businessModel: row.businessModel as Account['businessModel'],
    websiteUrl: row.websiteUrl,
    postalCode: row.postalCode,
    address: row.address,
    number: row.addressNumber,
    complement: row.complement,
    city: row.city,
    state: row.state,
    bank: row.bank,
    branch: row.branch,
    accountNumber: row.accountNumber,
    accountCheckDigit: row.accountCheckDigit,
    accountType: row.accountType,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function findUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

export function toSession(
  row: typeof sessions.$inferSelect,
  currentSessionId: string | null,
): Session {
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    lastSeenAt: row.lastSeenAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    ip: row.ip,
    userAgent: row.userAgent,
    impersonated: row.impersonatorId !== null,
    current: row.id === currentSessionId,
  };
}

export async function activeSessionsOf(db: DbOrTx, clock: Clock, userId: string) {
  return db
    .select()
    .from(sessions)
    .where(
      and(
        eq(sessions.userId, userId),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, clock.now()),
      ),
    )
    .orderBy(desc(sessions.lastSeenAt));
}
