import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { sessions, users } from '../../db/schema.ts';
import { sha256 } from '../../lib/tokens.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';

/*
 * Each process keeps the sessions it authenticates in memory (modules/auth/sessions.ts): whatever
 * ends a session or changes what it answers must take effect on the very next request.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/web/me', headers: bearer(token) });

async function lastSeenOf(sessionToken: string): Promise<number> {
  const [row] = rowsOf<{ seen: string }>(
    await t.database.db.execute(sql`
      select (extract(epoch from last_seen_at) * 1000)::bigint::text as seen from sessions
      where token_hash = ${sha256(sessionToken)}`),
  );
  if (!row) throw new Error('no session');
  return Number(row.seen);
}

it('refuses a session on the request after it ends, by logout or from another session', async () => {
  const seller = await createUserAndLogin(t, 'seller');
  const other = await sessionFor(t, seller.id);
  expect((await me(seller.token)).statusCode).toBe(200);
  expect((await me(other)).statusCode).toBe(200);

  const listed = await t.app.inject({
    method: 'GET',
    url: '/web/sessions',
    headers: bearer(other),
  });
  const mine = listed.json<{ items: { id: string; current: boolean }[] }>().items;
  const first = mine.find((session) => !session.current);
  if (!first) throw new Error('the first session is not listed');
  const ended = await t.app.inject({
    method: 'DELETE',
    url: `/web/sessions/${first.id}`,
    headers: bearer(other),
  });
  expect(ended.statusCode).toBe(204);
  expect((await me(seller.token)).statusCode).toBe(401);

  const logout = await t.app.inject({
    method: 'POST',
    url: '/web/auth/logout',
    headers: bearer(other),
  });
  expect(logout.statusCode).toBe(204);
  expect((await me(other)).statusCode).toBe(401);
});

it("answers a user's new role, name and email on the next request", async () => {
  const admin = await createUserAndLogin(t, 'admin');
  const adminOnly = () =>
    t.app.inject({ method: 'GET', url: '/web/admin/sessions', headers: bearer(admin.token) });
  expect((await adminOnly()).statusCode).toBe(200);
  expect((await me(admin.token)).json()).toMatchObject({ user: { fullName: 'Test admin' } });

  await t.database.db
    .update(users)
    .set({ fullName: 'Renamed', email: `renamed-${admin.email}` })
    .where(eq(users.id, admin.id));
  expect((await me(admin.token)).json()).toMatchObject({
    user: { fullName: 'Renamed', email: `renamed-${admin.email}` },
  });

  await t.database.db.update(users).set({ role: 'seller' }).where(eq(users.id, admin.id));
  expect((await adminOnly()).statusCode).toBe(403);
});

it('refuses an expired session, and writes last seen at most once a minute', async () => {
  const seller = await createUserAndLogin(t, 'seller');
  const token = await sessionFor(t, seller.id);
  expect((await me(token)).statusCode).toBe(200);
  const seen = await lastSeenOf(token);

  t.clock.advance(30_000);
  expect((await me(token)).statusCode).toBe(200);
  expect(await lastSeenOf(token)).toBe(seen);
  t.clock.advance(31_000);
  expect((await me(token)).statusCode).toBe(200);
  const later = await lastSeenOf(token);
  expect(later - seen).toBe(61_000);
  t.clock.advance(30_000);
  expect((await me(token)).statusCode).toBe(200);
  expect(await lastSeenOf(token)).toBe(later);

  // sessionFor's sessions last an hour.
  t.clock.advance(60 * 60 * 1000);
  expect((await me(token)).statusCode).toBe(401);
});

it('refuses a session its row no longer allows, whoever changed it', async () => {
  const seller = await createUserAndLogin(t, 'seller');
  expect((await me(seller.token)).statusCode).toBe(200);
  await t.database.db
    .update(sessions)
    .set({ expiresAt: t.clock.now() })
    .where(eq(sessions.userId, seller.id));
  expect((await me(seller.token)).statusCode).toBe(401);
});
