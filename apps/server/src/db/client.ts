import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import { cacheChannel } from './cache-channel.ts';
import * as schema from './schema.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
/** Anything queries can run on: the database or an open transaction. */
export type DbOrTx = Db | Tx;

export type Database =
  | { kind: 'pglite'; db: Db; pglite: PGlite; close: () => Promise<void> }
  | {
      kind: 'postgres';
      db: Db;
      pool: pg.Pool;
      url: string;
      /** Who hears the notifications that reach the pool's connections (db/read-cache.ts). */
      notified: Set<(channel: string, payload: string) => void>;
      close: () => Promise<void>;
    };

// node-postgres returns int8 as a string; money is a bigint of centavos that fits a safe integer.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => {
  const parsed = Number(value);
  if (!Number.isSafeInteger(parsed)) throw new RangeError(`int8 ${value} is not a safe integer`);
  return parsed;
});

/** `snapshot`: an in-memory database starting from a dumped data directory (the tests' migrated one). */
export async function openPglite(dataDir: string | undefined, snapshot?: Blob): Promise<Database> {
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const pglite = dataDir
    ? await PGlite.create(dataDir)
    : await PGlite.create(snapshot ? { loadDataDir: snapshot } : {});
  const db = drizzlePglite({ client: pglite, schema }) as unknown as Db;
  return { kind: 'pglite', db, pglite, close: () => pglite.close() };
}

export async function openPostgres(url: string, maxConnections = 10): Promise<Database> {
  const notified = new Set<(channel: string, payload: string) => void>();
  const pool = new pg.Pool({
    connectionString: url,
    max: maxConnections,
    // Awaited before the connection serves anyone. A session hears its own NOTIFY before its
    // COMMIT returns: every connection listens, so a change this process makes reaches its read
    // cache before the request that made it answers (db/read-cache.ts).
    onConnect: async (client: pg.ClientBase) => {
      client.on('notification', ({ channel, payload }) => {
        for (const hear of notified) hear(channel, payload ?? '');
      });
      await client.query(`LISTEN ${cacheChannel}`);
    },
  });
  // An idle client's error (e.g. the server restarting) must not crash the process.
  pool.on('error', () => {});
  const db = drizzlePg({ client: pool, schema }) as unknown as Db;
  return { kind: 'postgres', db, pool, url, notified, close: () => pool.end() };
}

export function openDatabase(options: {
  databaseUrl: string | undefined;
  dataDir: string | undefined;
}): Promise<Database> {
  return options.databaseUrl
    ? openPostgres(options.databaseUrl)
    : openPglite(options.dataDir && `${options.dataDir}/pglite`);
}
