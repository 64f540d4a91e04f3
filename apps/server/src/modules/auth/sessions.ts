import type { SessionUser } from '@repasse/core/contract/auth';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sessions, users } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { newSessionToken, sha256 } from '../../lib/tokens.ts';

/** A session's last-seen time is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

export function toSessionUser(row: typeof users.$inferSelect): SessionUser {
  return {
    id: row.id,
    email: row.email,
    fullName: row.fullName,
    role: row.role,
    documentStatus: row.documentStatus,
    nationality: row.nationality,
  };
}

export async function createSession(
  db: DbOrTx,
  clock: Clock,
  input: {
    userId: string;
    ttlMs: number;
    ip: string | null;
    userAgent: string | null;
    impersonatorId?: string | null;
  },
): Promise<{ token: string; id: string; expiresAt: Date }> {
  const token = newSessionToken();
  const now = clock.now();
  const expiresAt = new Date(now.getTime() + input.ttlMs);
  const [row] = await db
    .insert(sessions)
    .values({
      userId: input.userId,
      tokenHash: sha256(token),
      createdAt: now,
      lastSeenAt: now,
      expiresAt,
      ip: input.ip,
      userAgent: input.userAgent?.slice(0, 500) ?? null,
      impersonatorId: input.impersonatorId ?? null,
    })
    .returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned nothing');
  return { token, id: row.id, expiresAt };
}

export async function authenticateToken(
  db: DbOrTx,
  clock: Clock,
  token: string,
): Promise<AuthContext | null> {
  const now = clock.now();
  const [row] = await db
    .select({ session: sessions, user: users })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sha256(token)),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, now),
      ),
    )
    .limit(1);
  if (!row) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    await db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
  }
  return {
    user: toSessionUser(row.user),
    session: {
      id: row.session.id,
      expiresAt: row.session.expiresAt,
      impersonatorId: row.session.impersonatorId,
    },
  };
}

export async function revokeSession(db: DbOrTx, clock: Clock, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}
