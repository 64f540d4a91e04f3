import type { Account, PixKeyResponse, Session } from '@repasse/core/contract/account';
import { and, desc, eq, gt, isNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { deleteDevicesOfSessions } from '../push/queries.ts';

export type UserRow = typeof users.$inferSelect;

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

export function toPixKey(row: UserRow): PixKeyResponse['pixKey'] {
  if (!row.pixKeyType || !row.pixKey) return null;
  return {
    type: row.pixKeyType,
    key: row.pixKey,
    updatedAt: (row.pixKeyUpdatedAt ?? row.updatedAt).toISOString(),
  };
}

export async function findUser(db: DbOrTx, userId: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  return row;
}

/** Writes some of the user's columns; answers the row as written, if the user still exists. */
export async function updateUser(
  db: DbOrTx,
  userId: string,
  values: Partial<typeof users.$inferInsert>,
): Promise<UserRow | undefined> {
  const [row] = await db.update(users).set(values).where(eq(users.id, userId)).returning();
  return row;
}

/** The Pix key as it is, locked so two changes in a row record the right "before". */
export async function lockPixKey(db: DbOrTx, userId: string) {
  const [row] = await db
    .select({ type: users.pixKeyType, key: users.pixKey })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
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

/** Ends every live session of the user but one; answers how many ended. */
export async function revokeOtherSessions(
  db: DbOrTx,
  userId: string,
  keptSessionId: string,
  now: Date,
): Promise<number> {
  const revoked = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(
      and(eq(sessions.userId, userId), ne(sessions.id, keptSessionId), isNull(sessions.revokedAt)),
    )
    .returning({ id: sessions.id });
  await deleteDevicesOfSessions(
    db,
    revoked.map((session) => session.id),
  );
  return revoked.length;
}

/** Ends one live session of the user; false when it is not theirs, or not live. */
export async function revokeSessionOf(
  db: DbOrTx,
  userId: string,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const [row] = await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId), isNull(sessions.revokedAt)))
    .returning({ id: sessions.id });
  if (row) await deleteDevicesOfSessions(db, [row.id]);
  return row !== undefined;
}
