import { randomBytes } from 'node:crypto';
import { rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { openPglite, openPostgres } from '../db/client.ts';
import { runMigrations } from '../db/migrate.ts';

/*
 * Vitest global setups of the server projects: the migrations run once per run instead of once per
 * test file. PGlite took 4–13 s to start and migrate for each of a hundred files on the 2-core
 * machine, loading a migrated data directory 1.3 s; a PostgreSQL database copied from a migrated
 * template is made in a fraction of the migrations' time. Test files find them through the
 * environment (`test/database.ts`), which the workers inherit.
 */
/** server:pglite: a migrated data directory, dumped to a file each test file loads. */
export async function pgliteSnapshot(): Promise<() => Promise<void>> {
  const database = await openPglite(undefined);
  if (database.kind !== 'pglite') throw new Error('openPglite opened something else');
  await runMigrations(database);
  const dump = await database.pglite.dumpDataDir('none');
  await database.close();
  const path = join(tmpdir(), `repasse-pglite-${randomBytes(6).toString('hex')}.tar`);
  writeFileSync(path, Buffer.from(await dump.arrayBuffer()));
  process.env.REPASSE_PGLITE_SNAPSHOT = path;
  return async () => rmSync(path, { force: true });
}

/** server:postgres: a migrated database every test file's database is created from. */
export async function postgresTemplate(): Promise<() => Promise<void>> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the server:postgres project needs TEST_DATABASE_URL');
  const name = `repasse_template_${randomBytes(6).toString('hex')}`;
  await onServer(adminUrl, `CREATE DATABASE ${name}`);
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  // Migrations hold one connection for their lock and run on another.
  const database = await openPostgres(url.toString(), 4);
  await runMigrations(database);
  await database.close();
  process.env.REPASSE_POSTGRES_TEMPLATE = name;
  return () => onServer(adminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function onServer(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
