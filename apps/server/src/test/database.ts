import { randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import pg from 'pg';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

export type TestDbKind = 'pglite' | 'postgres';

export const testDbKind = (): TestDbKind =>
  process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';

/**
 * A migrated, empty database of its own for one test file: in-memory PGlite, or a fresh database
 * on the real server of TEST_DATABASE_URL, dropped again on close.
 */
export async function createTestDatabase(kind: TestDbKind = testDbKind()): Promise<Database> {
  if (kind === 'pglite') {
    // The migrated data directory the run's global setup made (database-snapshots.setup.ts).
    const snapshot = process.env.REPASSE_PGLITE_SNAPSHOT;
    if (snapshot && existsSync(snapshot))
      return openPglite(undefined, new Blob([readFileSync(snapshot)]));
    const database = await openPglite(undefined);
    await runMigrations(database);
    return database;
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `repasse_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = process.env.REPASSE_POSTGRES_TEMPLATE;
  await admin.query(`CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const database = await openPostgres(url.toString(), 20);
  if (!template) await runMigrations(database);
  const close = database.close;
  return {
    ...database,
    close: async () => {
      await close();
      const cleanup = new pg.Client({ connectionString: adminUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    },
  };
}
