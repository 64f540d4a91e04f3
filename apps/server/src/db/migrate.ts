import { fileURLToPath } from 'node:url';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database } from './client.ts';

export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

export async function runMigrations(database: Database): Promise<void> {
  // biome-ignore lint/suspicious/noExplicitAny: both migrators take their own driver's database type.
  const db = database.db as any;
  if (database.kind === 'pglite') {
    await migratePglite(db, { migrationsFolder });
    return;
  }
  // Several processes may start at once against one server: one migrates, the others wait.
  const client = await database.pool.connect();
  try {
    await client.query('SELECT pg_advisory_lock(7261001)');
    await migratePg(db, { migrationsFolder });
  } finally {
    await client.query('SELECT pg_advisory_unlock(7261001)').catch(() => {});
    client.release();
  }
}
