import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type autocannon from 'autocannon';
import pg from 'pg';
import { type Database, openPostgres } from '../apps/server/src/db/client.ts';
import { runMigrations } from '../apps/server/src/db/migrate.ts';
import { volumeEmail } from '../apps/server/src/db/volume/reference.ts';
import { systemClock } from '../apps/server/src/lib/clock.ts';
import { createSession } from '../apps/server/src/modules/auth/sessions.ts';
import { createDatabase, databaseUrl, dropDatabase } from './databases.ts';
import { type LoadResult, runLoad } from './load.ts';
import { repoRoot, startProduct } from './product.ts';
import type { Row } from './report.ts';

/*
 * The analytics rows of `npm run bench`: every Analytics panel and the seller's dashboard read on
 * a year of history made by `npm run seed:volume` (issue 15: < 200 ms p95). Seeding a million
 * charges takes minutes, so its database, `bench_volume_<charges>`, is kept on the server and
 * read again by the next run (BENCH_VOLUME_RESEED=1 seeds it anew); periods are counted back from
 * the end of its history, so an older seed measures the same thing.
 */

export type AnalyticsBench = {
  server: string;
  charges: number;
  reseed: boolean;
  connections: number;
  requests: number;
  work: string;
  say: (line: string) => void;
};

const day = 86_400_000;
const saoPauloDay = (instant: Date) =>
  new Date(instant.getTime() - 3 * 3_600_000).toISOString().slice(0, 10);

async function holdsSeed(url: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ n: number }>(
      'select count(*)::int as n from users where email = $1',
      [volumeEmail(1)],
    );
    return (rows[0]?.n ?? 0) > 0;
  } catch {
    return false;
  } finally {
    await client.end();
  }
}

async function databaseExists(server: string, name: string): Promise<boolean> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    const { rows } = await client.query('select 1 from pg_database where datname = $1', [name]);
    return rows.length > 0;
  } finally {
    await client.end();
  }
}

/** The volume database, seeded when missing (or asked to): answers its URL and what it took. */
async function volumeDatabase(bench: AnalyticsBench): Promise<{ url: string; seeded?: number }> {
  const name = `bench_volume_${bench.charges}`;
  const url = databaseUrl(bench.server, name);
  if (!bench.reseed && (await databaseExists(bench.server, name)) && (await holdsSeed(url))) {
    // A database kept from an earlier schema: a migration may rewrite millions of its rows
    // (0030 took about 3 minutes on 1,000,000 charges), longer than the product's start is given.
    bench.say(`  bringing the kept ${name} to the current schema…`);
    // Two connections: runMigrations holds its advisory lock on one and migrates on the other.
    const database = await openPostgres(url, 2);
    try {
      await runMigrations(database);
    } finally {
      await database.close();
    }
    return { url };
  }
  await dropDatabase(bench.server, name);
  await createDatabase(bench.server, name);
  bench.say(
    `  seeding ${bench.charges.toLocaleString('en-US')} charges into ${name} (kept for the next run)…`,
  );
  const started = performance.now();
  await new Promise<void>((resolve, reject) =>
    execFile(
      join(repoRoot, 'node_modules/.bin/tsx'),
      ['apps/server/src/db/volume-cli.ts', '--transactions', String(bench.charges)],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          DATABASE_URL: url,
          SECRETS_KEY: randomBytes(32).toString('hex'),
          DATA_DIR: join(bench.work, 'volume-data'),
        },
        maxBuffer: 1 << 22,
      },
      (error, stdout, stderr) => {
        if (!error) {
          bench.say(stdout.trimEnd().replace(/^/gm, '  '));
          resolve();
        } else reject(new Error(`seed:volume failed: ${stderr || error.message}`));
      },
    ),
  );
  return { url, seeded: (performance.now() - started) / 1000 };
}

type Probe = { label: string; path: string; token: 'admin' | 'seller' };

export async function analyticsRows(
  bench: AnalyticsBench,
): Promise<{ rows: Row[]; problems: string[]; seeded?: number }> {
  bench.say(`\nanalytics: a year of ${bench.charges.toLocaleString('en-US')} charges…`);
  const volume = await volumeDatabase(bench);
  const product = await startProduct({
    databaseUrl: volume.url,
    processes: 1,
    secretsKey: randomBytes(32).toString('hex'),
    cardVaultKey: `bench:${randomBytes(32).toString('hex')}`,
    dataDir: join(bench.work, 'data-analytics'),
    logFile: join(bench.work, 'product-analytics.log'),
  });
  const { db, pool } = (await openPostgres(volume.url, 2)) as Extract<
    Database,
    { kind: 'postgres' }
  >;
  try {
    const { rows: found } = await pool.query<{ id: string; end: Date }>(
      `select u.id, (select max(created_at) from transactions) as end
       from users u where u.email = $1`,
      [volumeEmail(1)],
    );
    const seller = found[0];
    if (!seller) throw new Error('the volume database has no seller of rank 1');
    // An admin made like the seeded seller (the bench's own, kept with the database).
    const { rows: admins } = await pool.query<{ id: string }>(
      `insert into users (email, password_hash, role, document_status, nationality, full_name,
         person_document, phone_country_code, phone_number, mother_name, birth_date, trade_name,
         business_model, website_url, postal_code, address, address_number, city, state, bank,
         branch, account_number, account_check_digit, account_type)
       select 'bench-analytics-admin-' || gen_random_uuid() || '@example.com', password_hash,
         'admin', 'notApplicable', nationality, 'Bench Admin', person_document,
         phone_country_code, phone_number, mother_name, birth_date, 'Repasse', business_model,
         website_url, postal_code, address, address_number, city, state, bank, branch,
         account_number, account_check_digit, account_type
       from users where id = $1 returning id`,
      [seller.id],
    );
    const session = async (userId: string) =>
      (
        await createSession(db, systemClock, {
          userId,
          ttlMs: 3_600_000,
          ip: null,
          userAgent: 'bench',
        })
      ).token;
    const tokens = {
      admin: await session(admins[0]?.id as string),
      seller: await session(seller.id),
    };
    const to = saoPauloDay(new Date(seller.end));
    const from = (days: number) =>
      new Date(Date.parse(`${to}T00:00:00Z`) - (days - 1) * day).toISOString().slice(0, 10);
    const year = `from=${from(365)}&to=${to}`;
    const month = `from=${from(30)}&to=${to}`;
    const probes: Probe[] = [];
    for (const panel of ['revenue', 'transactions', 'balances', 'rankings'])
      for (const [label, query] of [
        ['a year', year],
        ['30 days', month],
      ] as const)
        probes.push({
          label: `admin ${panel}, ${label}`,
          path: `/web/admin/analytics/${panel}?${query}&mode=live`,
          token: 'admin',
        });
    // Approval rates have no bound that lets the product ranking stop early: every product sums.
    for (const [label, query] of [
      ['a year', year],
      ['30 days', month],
    ] as const)
      probes.push({
        label: `admin rankings by approval rate, ${label}`,
        path: `/web/admin/analytics/rankings?${query}&mode=live&sort=approvalRate`,
        token: 'admin',
      });
    probes.push({
      label: 'seller dashboard, the largest seller, a year',
      path: `/web/dashboard/analytics?${year}`,
      token: 'seller',
    });

    const rows: Row[] = [];
    const problems: string[] = [];
    for (const probe of probes) {
      const requests: autocannon.Request[] = [
        {
          method: 'GET',
          path: probe.path,
          headers: { authorization: `Bearer ${tokens[probe.token]}` },
        },
      ];
      const load = (amount: number) =>
        runLoad({ url: product.url, connections: bench.connections, amount, requests });
      await load(bench.connections * 10);
      const measured: LoadResult = await load(bench.requests);
      if (measured.non2xx || measured.errors || measured.timeouts)
        problems.push(
          `analytics ${probe.label}: ${measured.non2xx} non-2xx answers (${JSON.stringify(measured.statusCodes)}), ${measured.errors} errors, ${measured.timeouts} timeouts`,
        );
      bench.say(`  ${probe.label}: p50 ${measured.p50} ms, p95 ${measured.p95} ms`);
      rows.push({
        operation: `analytics: ${probe.label} (${bench.charges.toLocaleString('en-US')} charges)`,
        processes: 1,
        ...measured,
      });
    }
    if (problems.length) bench.say(product.logTail());
    return { rows, problems, ...(volume.seeded ? { seeded: volume.seeded } : {}) };
  } finally {
    await pool.end();
    await product.stop();
  }
}
