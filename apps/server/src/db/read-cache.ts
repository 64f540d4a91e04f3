import pg from 'pg';
import { cacheChannel } from './cache-channel.ts';
import type { Database } from './client.ts';

/**
 * What the charge path reads on every sale but changes a few times a day: platform settings,
 * payment methods, fee profiles, acquirers and their routes, webhook endpoints, API keys, the
 * sellers' settings and whether a seller has a device to push a sale to; and the session every
 * dashboard request is made with. Each process keeps them
 * in memory and drops a table's entries when PostgreSQL announces a change to it (a trigger
 * NOTIFYs `repasse_cache` at commit, migration 0014), so a change or a revoked key takes effect on
 * every process within milliseconds. docs/decisions/0016-read-cache.md explains the choices.
 */
export const cachedTables = [
  'platform_settings',
  'payment_methods',
  'fee_profiles',
  'acquirers',
  'acquirer_routes',
  'webhook_endpoints',
  'api_keys',
  'users',
  'platform_switches',
  'devices',
  'sessions',
] as const;
export type CachedTable = (typeof cachedTables)[number];

type Entry = { value: unknown; tables: readonly CachedTable[] };

export type ReadCache = {
  /**
   * The value named `key` (unique across callers, e.g. `fee-profile:<seller id>`), read through
   * `load` once and kept until one of the `tables` it was read from changes. A load that raced
   * with a change is answered but not kept. `undefined` (nothing found) is never kept, so no one
   * can fill memory with misses.
   */
  read<T>(tables: readonly CachedTable[], key: string, load: () => Promise<T>): Promise<T>;
  /** Forgets everything read from `table`. */
  changed(table: string): void;
  /** Stops listening; reads go to the database from then on. */
  close(): Promise<void>;
};

const maxEntries = 50_000;

/**
 * A cache that serves only while it hears every change: not listening (yet, or after a lost
 * connection) means every read goes to the database.
 */
export function createReadCache(): ReadCache & { setListening(listening: boolean): void } {
  const entries = new Map<string, Entry>();
  const generations = new Map<string, number>(cachedTables.map((table) => [table, 0]));
  let listening = false;
  const generationOf = (tables: readonly CachedTable[]) =>
    tables.map((table) => generations.get(table) ?? 0).join(',');

  return {
    async read(tables, key, load) {
      if (!listening) return load();
      const kept = entries.get(key);
      if (kept) return kept.value as Awaited<ReturnType<typeof load>>;
      const before = generationOf(tables);
      const value = await load();
      if (listening && value !== undefined && generationOf(tables) === before) {
        // Oldest first: a Map iterates in insertion order.
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value as string);
        entries.set(key, { value, tables });
      }
      return value;
    },
    changed(table) {
      if (!generations.has(table)) return;
      generations.set(table, (generations.get(table) ?? 0) + 1);
      for (const [key, entry] of entries)
        if (entry.tables.includes(table as CachedTable)) entries.delete(key);
    },
    setListening(value) {
      listening = value;
      entries.clear();
      for (const table of generations.keys())
        generations.set(table, (generations.get(table) ?? 0) + 1);
    },
    async close() {
      listening = false;
      entries.clear();
    },
  };
}

/** The cache of one process, fed by PostgreSQL's notifications (or PGlite's, in process). */
export async function openReadCache(
  database: Database,
  onError: (error: unknown) => void = () => {},
): Promise<ReadCache> {
  const cache = createReadCache();
  if (database.kind === 'pglite') {
    const unlisten = await database.pglite.listen(cacheChannel, (table) => cache.changed(table));
    cache.setListening(true);
    return {
      ...cache,
      close: async () => {
        await cache.close();
        // The database may have been closed first (at shutdown): nothing is left to unlisten.
        if (!database.pglite.closed) await unlisten().catch(() => {});
      },
    };
  }
  const hear = (channel: string, table: string) => {
    if (channel === cacheChannel) cache.changed(table);
  };
  database.notified.add(hear);
  const listener = new PostgresListener(database.url, cache, onError);
  await listener.start();
  return {
    ...cache,
    close: async () => {
      database.notified.delete(hear);
      await cache.close();
      await listener.stop();
    },
  };
}

/** A connection of its own that LISTENs; when it drops, the cache stops serving until it is back. */
class PostgresListener {
  private client: pg.Client | null = null;
  private stopped = false;
  private retry: NodeJS.Timeout | null = null;

  constructor(
    private readonly url: string,
    private readonly cache: ReturnType<typeof createReadCache>,
    private readonly onError: (error: unknown) => void,
  ) {}

  async start(): Promise<void> {
    try {
      await this.connect();
    } catch (error) {
      this.onError(error);
      this.scheduleRetry(1_000);
    }
  }

  private async connect() {
    const client = new pg.Client({ connectionString: this.url });
    client.on('notification', (message) => {
      if (message.channel === cacheChannel && message.payload) this.cache.changed(message.payload);
    });
    client.on('error', (error) => this.lost(client, error));
    client.on('end', () => this.lost(client, null));
    await client.connect();
    await client.query(`LISTEN ${cacheChannel}`);
    if (this.stopped) {
      await client.end();
      return;
    }
    this.client = client;
    // Whatever changed before LISTEN took effect was never heard: start from nothing.
    this.cache.setListening(true);
  }

  private lost(client: pg.Client, error: unknown) {
    if (this.client !== client) return;
    this.client = null;
    this.cache.setListening(false);
    if (error) this.onError(error);
    client.end().catch(() => {});
    if (!this.stopped) this.scheduleRetry(1_000);
  }

  private scheduleRetry(delay: number) {
    if (this.stopped || this.retry) return;
    this.retry = setTimeout(() => {
      this.retry = null;
      this.connect().catch((error) => {
        this.onError(error);
        this.scheduleRetry(Math.min(delay * 2, 30_000));
      });
    }, delay);
    this.retry.unref();
  }

  async stop() {
    this.stopped = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.client;
    this.client = null;
    this.cache.setListening(false);
    await client?.end().catch(() => {});
  }
}
