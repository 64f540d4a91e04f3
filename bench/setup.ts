import { eq } from 'drizzle-orm';
import { users } from '../apps/server/src/db/schema.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  type TestApp,
} from '../apps/server/src/test/harness.ts';

export type BenchTarget = { testApp: TestApp; url: string; database: 'pglite' | 'postgres' };

/**
 * The real app on a real port, on a fresh database: PostgreSQL when TEST_DATABASE_URL is set
 * (the numbers that matter), else the embedded PGlite.
 */
export async function startTarget(): Promise<BenchTarget> {
  const database = process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite';
  process.env.TEST_DB = database;
  const testApp = await createTestApp();
  const address = await testApp.app.listen({ port: 0, host: '127.0.0.1' });
  return { testApp, url: address, database };
}

/** A seller with approved documents and a live secret key, as /v1 callers are. */
export async function liveSeller(testApp: TestApp) {
  const user = await createUserAndLogin(testApp, 'seller');
  await testApp.database.db
    .update(users)
    .set({ documentStatus: 'validate' })
    .where(eq(users.id, user.id));
  const response = await testApp.app.inject({
    method: 'POST',
    url: '/web/integrations/keys',
    headers: bearer(user.token),
    payload: { mode: 'live', kind: 'secret' },
  });
  const secret = response.json().secret as string;
  if (!secret) throw new Error(`no secret key: ${response.body}`);
  return { ...user, secret };
}

/** Rows of a raw query on either driver. */
export function rowsOf<T>(result: unknown): T[] {
  return (Array.isArray(result) ? result : (result as { rows: T[] }).rows) as T[];
}
