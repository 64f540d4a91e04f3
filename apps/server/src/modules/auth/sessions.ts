import type { SessionUser } from '@repasse/core/contract/auth';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { ReadCache } from '../../db/read-cache.ts';
import { sessions, users } from '../../db/schema.ts';
import type { AuthContext } from '../../http/access.ts';
import type { Clock } from '../../lib/clock.ts';
import { newSessionToken, sha256 } from '../../lib/tokens.ts';
import { deleteDevicesOfSessions } from '../push/queries.ts';

/** A session's last-seen time is written at most this often, not on every request. */
const LAST_SEEN_RESOLUTION_MS = 60_000;

/** The user's columns a session answers with. */
const sessionUserColumns = {
  id: users.id,
  email: users.email,
  fullName: users.fullName,
  role: users.role,
  documentStatus: users.documentStatus,
  nationality: users.nationality,
};

export function toSessionUser(
  row: Pick<typeof users.$inferSelect, keyof typeof sessionUserColumns>,
): SessionUser {
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

/** A live session by its token's hash, with its user. */
const sessionLookup = (db: Db) =>
  db
    .select({
      session: {
        id: sessions.id,
        expiresAt: sessions.expiresAt,
        lastSeenAt: sessions.lastSeenAt,
        impersonatorId: sessions.impersonatorId,
      },
      user: sessionUserColumns,
    })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.tokenHash, sql.placeholder('tokenHash')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql.placeholder('now')),
      ),
    )
    .limit(1)
    .prepare('authenticate_session');

/**
 * Every session request runs the lookup, so it is built once per database and prepared once per
 * connection: building it in drizzle and planning it cost about 0.3 ms of the server's CPU and
 * 0.2 ms of the database's on each request (docs/performance.md, finding 7).
 */
const sessionLookups = new WeakMap<Db, ReturnType<typeof sessionLookup>>();

type FoundSession = Awaited<ReturnType<ReturnType<typeof sessionLookup>['execute']>>[number];

/**
 * The live session behind a token, with its user. Each process keeps the sessions it has found
 * (db/read-cache.ts) until a session or a user changes what it answers: ending a session, an
 * expiry moved, a role, documents, name, email (migration 0029's triggers), so a revoked session
 * is refused by every process as soon as its revocation commits, and a page's requests make one
 * round trip to the database fewer each (docs/performance.md, finding 10). An unknown or ended
 * token is never kept, and a kept session's expiry is checked on every request.
 */
export async function authenticateToken(
  app: { db: Db; clock: Clock; reads: ReadCache },
  token: string,
): Promise<AuthContext | null> {
  const { db, clock } = app;
  const now = clock.now();
  const tokenHash = sha256(token);
  const row = await app.reads.read(
    ['sessions', 'users'],
    `session:${tokenHash}`,
    async (): Promise<FoundSession | undefined> => {
      let lookup = sessionLookups.get(db);
      if (!lookup) {
        lookup = sessionLookup(db);
        sessionLookups.set(db, lookup);
      }
      // A placeholder's value reaches the driver as it is: the timestamp as a column would send it.
      const [found] = await lookup.execute({ tokenHash, now: now.toISOString() });
      return found;
    },
  );
  if (!row || row.session.expiresAt.getTime() <= now.getTime()) return null;
  if (now.getTime() - row.session.lastSeenAt.getTime() > LAST_SEEN_RESOLUTION_MS) {
    // The kept row carries the stamp too, so each process writes it at most once a resolution.
    row.session.lastSeenAt = now;
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

/** Ends a session, and takes the device it registered off push (call inside a transaction). */
export async function revokeSession(db: DbOrTx, clock: Clock, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: clock.now() })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
  await deleteDevicesOfSessions(db, [sessionId]);
}
