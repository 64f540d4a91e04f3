import { execFile } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { computeSale } from '@repasse/core/fees/sale';
import type autocannon from 'autocannon';
import { type Database, openPostgres } from '../apps/server/src/db/client.ts';
import { secretBox } from '../apps/server/src/lib/secrets.ts';
import { feeProfileOf, loadPlatformSettings } from '../apps/server/src/modules/fees/queries.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/check.ts';
import { releaseDueFunds } from '../apps/server/src/modules/ledger/release.ts';
import { sandboxWebhook } from '../apps/server/src/providers/acquirers/sandbox-webhook.ts';
import { analyticsRows } from './analytics.ts';
import { describeSteal, type Steal, watchSteal } from './cpu-steal.ts';
import {
  createDatabase,
  databaseUrl,
  dropDatabase,
  freshName,
  serverDescription,
  serverUrl,
} from './databases.ts';
import { type LoadResult, requestsFor, runLoad } from './load.ts';
import { runPaced } from './paced.ts';
import { initPgbench, type PgbenchResult, runPgbench } from './pgbench.ts';
import {
  createSellers,
  fundSellers,
  insertDueReleases,
  insertOrders,
  type Seller,
  tokenizeCards,
} from './prepare.ts';
import { type Product, repoRoot, startProduct } from './product.ts';
import { machine, type Row, renderTable, sourceState } from './report.ts';
import { verifySales, verifyWithdrawals } from './verify.ts';

/*
 * npm run bench: the product against PostgreSQL's own yardstick, side by side (docs/performance.md).
 * pgbench TPC-B first, then the product started as `npm start` starts it (a separate process group,
 * 1 and then 2 API processes) under autocannon, then the release job; every accepted request is
 * checked in SQL afterwards and the ledger check must pass, or the run fails.
 */

const quick = process.env.BENCH_QUICK === '1';
const positive = (name: string, fallback: number) => {
  const value = Number(process.env[name] ?? fallback);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`${name} must be a positive whole number\n`);
    process.exit(2);
  }
  return value;
};
const seconds = positive('BENCH_SECONDS', quick ? 5 : 20);
const connections = positive('BENCH_CONNECTIONS', 20);
const sellerCount = positive('BENCH_SELLERS', 20);
const orderCount = positive('BENCH_ORDERS', quick ? 10_000 : 100_000);
const releaseCount = positive('BENCH_RELEASES', quick ? 50_000 : 1_000_000);
const processCounts = (process.env.API_PROCESSES ?? '1,2').split(',').map((n) => {
  const value = Number(n.trim());
  if (!Number.isInteger(value) || value < 1 || value > 64) {
    process.stderr.write('API_PROCESSES must be a number of processes, or a list like 1,2\n');
    process.exit(2);
  }
  return value;
});
const rowNames = ['ledger', 'card', 'pix', 'withdrawal', 'orders', 'release', 'analytics'] as const;
const chosenRows = process.env.BENCH_ROWS?.split(',').map((name) => name.trim());
if (chosenRows?.some((name) => !(rowNames as readonly string[]).includes(name))) {
  process.stderr.write(`BENCH_ROWS is a list of: ${rowNames.join(', ')}\n`);
  process.exit(2);
}
/** Whether a row runs: all of them, unless BENCH_ROWS names some (pgbench always runs). */
const runs = (name: (typeof rowNames)[number]) => !chosenRows || chosenRows.includes(name);
/** The rows that need the product runs on fresh databases (1 and 2 API processes). */
const productRowNames = ['card', 'pix', 'withdrawal', 'orders', 'release'] as const;
/** Charges in the analytics rows' database (`npm run seed:volume`), and requests per row. */
const volumeCharges = positive('BENCH_VOLUME', quick ? 100_000 : 1_000_000);
const analyticsRequests = positive('BENCH_ANALYTICS_REQUESTS', quick ? 100 : 300);
/** A directory for each evenly paced run's requests, due time and latency (bench/paced.ts). */
const pacedTraceDir = process.env.BENCH_PACED_TRACE;
const pgbenchScale = 20;
/** Warm-up requests per connection before each measured run (JIT, pools, caches). */
const warmUpPerConnection = 10;
const withdrawalAmount = 5000;

const server = serverUrl();
const work = mkdtempSync(join(tmpdir(), 'repasse-bench-'));
const cleanups: (() => Promise<unknown>)[] = [];
let cleaning: Promise<void> | undefined;
const cleanUp = () => {
  cleaning ??= (async () => {
    for (const step of cleanups.splice(0).reverse()) await step().catch(() => {});
    rmSync(work, { recursive: true, force: true });
  })();
  return cleaning;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.on(signal, () => {
    process.stderr.write(`\n${signal}: stopping the product and dropping the bench databases\n`);
    void cleanUp().then(() => process.exit(130));
  });

const say = (line: string) => process.stdout.write(`${line}\n`);
const rows: Row[] = [];
const problems: string[] = [];
/** How the release job's rate changed while it ran, from the progress counts. */
let releasePace = '';
/** How the analytics rows' database came to be. */
let volumeSeeded = 'seeded by an earlier run';
const host = machine(await serverDescription());
const source = sourceState(repoRoot);
const loadAtStart = host.load();
const startedAt = new Date();

say(
  `Repasse benchmark${quick ? ' (quick)' : ''}: ${seconds} s runs, ${connections} connections, ${sellerCount} sellers, API processes ${processCounts.join(' and ')}`,
);
say(`machine: ${host.description}; load average at start ${loadAtStart}; ${source}`);

async function newDatabase(prefix: string) {
  const name = freshName(prefix);
  await createDatabase(server, name);
  cleanups.push(() => dropDatabase(server, name));
  return { name, url: databaseUrl(server, name) };
}

function row(operation: string, processes: number | null, load: LoadResult): Row {
  return { operation, processes, ...load };
}

function checkAnswers(label: string, load: LoadResult) {
  if (load.non2xx || load.errors || load.timeouts)
    problems.push(
      `${label}: ${load.non2xx} non-2xx answers (${JSON.stringify(load.statusCodes)}), ${load.errors} errors, ${load.timeouts} timeouts`,
    );
}

// ---------------------------------------------------------------------------------------------
// pgbench TPC-B: the database's own rate with the same 20 clients, then at half of it.

let pgbenchMax: PgbenchResult | undefined;
let pgbenchHalf: PgbenchResult | undefined;
/** CPU steal during the runs at half the maximum: pgbench's, and each process count's paced card run. */
const steal = new Map<number | 'pgbench', Steal | null>();

async function pgbenchRows() {
  say(`\npgbench: initialising scale ${pgbenchScale}…`);
  const pgbenchDb = await newDatabase('bench_pgbench');
  await initPgbench(pgbenchDb.url, pgbenchScale);
  const pgbenchRun = (rate?: number): Promise<PgbenchResult> =>
    runPgbench(pgbenchDb.url, {
      clients: connections,
      threads: Math.min(2, connections),
      seconds,
      ...(rate ? { rate } : {}),
    });
  pgbenchMax = await pgbenchRun();
  say(`pgbench TPC-B: ${pgbenchMax.tps.toFixed(0)} tps, p99 ${pgbenchMax.p99} ms`);
  const pgbenchHalfSteal = watchSteal();
  pgbenchHalf = await pgbenchRun(Math.max(1, Math.floor(pgbenchMax.tps / 2)));
  steal.set('pgbench', pgbenchHalfSteal.stop());
  rows.push(
    {
      operation: `pgbench TPC-B, ${connections} clients (max)`,
      processes: null,
      rate: pgbenchMax.tps,
      p50: pgbenchMax.p50,
      p95: pgbenchMax.p95,
      p99: pgbenchMax.p99,
      ops: pgbenchMax.transactions,
      seconds,
    },
    {
      operation: 'pgbench TPC-B at ½ max (`-R`, Poisson arrivals)',
      processes: null,
      rate: pgbenchHalf.tps,
      p50: pgbenchHalf.p50,
      p95: pgbenchHalf.p95,
      p99: pgbenchHalf.p99,
      ops: pgbenchHalf.transactions,
      seconds,
    },
  );
  await dropDatabase(server, pgbenchDb.name);
}

// ---------------------------------------------------------------------------------------------
// Sales posted to the ledger without HTTP (bench/ledger.ts in a process of its own).

async function ledgerRow() {
  say('\nledger sale (no HTTP)…');
  const ledgerOutput = await new Promise<string>((resolve, reject) =>
    execFile(
      join(repoRoot, 'node_modules/.bin/tsx'),
      ['bench/ledger.ts'],
      {
        cwd: repoRoot,
        env: {
          ...process.env,
          TEST_DATABASE_URL: server,
          BENCH_SELLERS: String(sellerCount),
          BENCH_CONNECTIONS: String(connections),
          BENCH_REQUESTS: String(quick ? 1000 : 5000),
        },
        maxBuffer: 1 << 20,
      },
      (error, stdout, stderr) =>
        error
          ? reject(new Error(`bench/ledger.ts failed: ${stderr || error.message}`))
          : resolve(stdout),
    ),
  );
  const ledger = JSON.parse(ledgerOutput.slice(ledgerOutput.indexOf('{'))) as {
    sales: number;
    seconds: number;
    salesPerSecond: number;
    latencyMs: { p50: number; p95: number; p99: number };
    ledgerProblems: number;
  };
  if (ledger.ledgerProblems) problems.push(`ledger sale: ${ledger.ledgerProblems} ledger problems`);
  rows.push({
    operation: `ledger sale (no HTTP), ${sellerCount} sellers`,
    processes: null,
    rate: ledger.salesPerSecond,
    ...ledger.latencyMs,
    ops: ledger.sales,
    seconds: ledger.seconds,
  });
}

// ---------------------------------------------------------------------------------------------
// The product over HTTP, with 1 and then 2 API processes, each on a fresh database.

const customer = {
  name: 'Bia Compradora',
  email: 'bia@example.com',
  document: '52998224725',
  phone: '+5511987654321',
};
const cardSale = {
  amount: 10_000,
  method: 'card',
  instalments: 3,
  description: 'Curso',
  customer,
};
const pixSale = { amount: 10_000, method: 'pix', description: 'Ebook', customer };
const json = { 'content-type': 'application/json' };

/** Card charges spread over the sellers in turn, each with the next of its seller's tokens. */
function cardRequests(sellers: Seller[], tokens: string[][]): autocannon.Request[] {
  let turn = 0;
  const used = sellers.map(() => 0);
  return [
    {
      method: 'POST',
      path: '/v1/charges',
      setupRequest: (request) => {
        const s = turn++ % sellers.length;
        const token = tokens[s]?.[used[s] ?? 0] ?? 'tok_missing';
        used[s] = (used[s] ?? 0) + 1;
        return {
          ...request,
          body: JSON.stringify({ ...cardSale, card: { token } }),
          headers: {
            ...json,
            authorization: `Bearer ${sellers[s]?.secret}`,
            'idempotency-key': randomUUID(),
          },
        };
      },
    },
  ];
}

type PixContext = { start?: number; charge?: string; reference?: string; amount?: number };

/**
 * One operation: the Pix charge over /v1, then the sandbox acquirer's signed "paid" notice for
 * it, as the sandbox writes it (the acquirer reference is the one its BR Code points at).
 */
function pixRequests(
  sellers: Seller[],
  acquirer: { id: string; secret: string },
  latencies: number[],
): autocannon.Request[] {
  let turn = 0;
  return [
    {
      method: 'POST',
      path: '/v1/charges',
      setupRequest: (request, context) => {
        const s = turn++ % sellers.length;
        (context as PixContext).start = performance.now();
        return {
          ...request,
          body: JSON.stringify(pixSale),
          headers: {
            ...json,
            authorization: `Bearer ${sellers[s]?.secret}`,
            'idempotency-key': randomUUID(),
          },
        };
      },
      onResponse: (status, body, context) => {
        if (status !== 201) return;
        const charge = JSON.parse(body) as {
          id: string;
          buyerTotal: number;
          pix: { brCode: string } | null;
        };
        Object.assign(context, {
          charge: charge.id,
          amount: charge.buyerTotal,
          reference: /sbx_[0-9a-f]{24}/.exec(charge.pix?.brCode ?? '')?.[0],
        });
      },
    },
    {
      method: 'POST',
      path: `/hooks/acquirers/${acquirer.id}`,
      setupRequest: (request, context) => {
        const c = context as PixContext;
        // Without a charge there is nothing to notify: autocannon starts the next operation.
        if (!c.charge || !c.reference) return undefined as unknown as autocannon.Request;
        const notice = sandboxWebhook(
          acquirer.id,
          acquirer.secret,
          {
            id: `evt_${c.reference}_paid`,
            type: 'paid',
            reference: c.charge,
            acquirerReference: c.reference,
            amount: c.amount ?? 0,
          },
          new Date(),
        );
        return { ...request, body: notice.body, headers: notice.headers };
      },
      onResponse: (status, _body, context) => {
        const c = context as PixContext;
        if (status === 200 && c.start !== undefined) latencies.push(performance.now() - c.start);
      },
    },
  ];
}

function withdrawalRequests(sellers: Seller[]): autocannon.Request[] {
  let turn = 0;
  return [
    {
      method: 'POST',
      path: '/v1/withdrawals',
      setupRequest: (request) => {
        const s = turn++ % sellers.length;
        return {
          ...request,
          body: JSON.stringify({ amount: withdrawalAmount }),
          headers: {
            ...json,
            authorization: `Bearer ${sellers[s]?.secret}`,
            'idempotency-key': randomUUID(),
          },
        };
      },
    },
  ];
}

/** The dashboard's order list: paid card orders, newest first, pages 1 to 40 of 25. */
function ordersRequests(seller: Seller): autocannon.Request[] {
  let turn = 0;
  return [
    {
      method: 'GET',
      path: '/web/orders',
      setupRequest: (request) => ({
        ...request,
        path: `/web/orders?status=paid&method=card&page=${1 + (turn++ % 40)}&pageSize=25`,
        headers: { authorization: `Bearer ${seller.session}` },
      }),
    },
  ];
}

async function productRun(processes: number, last: boolean) {
  const label = `${processes} API process${processes > 1 ? 'es' : ''}`;
  say(`\nproduct, ${label}: fresh database, starting…`);
  const database = await newDatabase(`bench_repasse_p${processes}`);
  const secretsKey = randomBytes(32).toString('hex');
  const product: Product = await startProduct({
    databaseUrl: database.url,
    processes,
    secretsKey,
    cardVaultKey: `bench:${randomBytes(32).toString('hex')}`,
    dataDir: join(work, `data-${processes}`),
    logFile: join(work, `product-${processes}.log`),
  });
  cleanups.push(() => product.stop());
  const { db, pool } = (await openPostgres(database.url, 4)) as Extract<
    Database,
    { kind: 'postgres' }
  >;
  cleanups.push(() => pool.end());
  const base = product.url;
  const accepted = { card: 0, pix: 0, withdrawals: 0 };
  const run = async (what: string, spec: Parameters<typeof runLoad>[0]) => {
    const load = await runLoad(spec);
    checkAnswers(`${what} (${label})`, load);
    return load;
  };

  say('  sellers over HTTP, orders in SQL…');
  const sellers = await createSellers(base, pool, sellerCount, `p${processes}`);
  const [ordersSeller] = await createSellers(base, pool, 1, `orders-p${processes}`);
  if (!ordersSeller) throw new Error('no orders seller');
  if (runs('orders')) await insertOrders(pool, ordersSeller.id, orderCount);

  // Card sales, 3 instalments. Tokens are made before each timed run, as buyers' browsers would.
  const cardLoad = async (who: Seller[], amount: number, overallRate?: number) => {
    const tokens = await tokenizeCards(base, pool, who, Math.ceil(amount / who.length));
    const load = await run('card sale', {
      url: base,
      connections,
      amount,
      ...(overallRate ? { overallRate } : {}),
      requests: cardRequests(who, tokens),
    });
    accepted.card += load.ops;
    return load;
  };
  const warmUp = requestsFor(connections * warmUpPerConnection, connections);
  if (runs('card')) await cardRows();
  async function cardRows() {
    say('  card sale, max…');
    const cardWarm = await cardLoad(sellers, warmUp);
    const cardMax = await cardLoad(sellers, requestsFor(cardWarm.tailRate * seconds, connections));
    rows.push(row(`card sale 3×, ${sellerCount} sellers (max)`, processes, cardMax));
    const halfRate = Math.max(1, Math.floor(cardMax.rate / 2));
    say(`  card sale at ${halfRate}/s (autocannon overallRate, then evenly paced)…`);
    const cardHalf = await cardLoad(
      sellers,
      requestsFor(halfRate * seconds, connections),
      halfRate,
    );
    rows.push(
      row(`card sale 3× at ½ max, ${halfRate}/s (autocannon overallRate)`, processes, cardHalf),
    );
    const pacedCount = halfRate * seconds;
    const pacedTokens = await tokenizeCards(
      base,
      pool,
      sellers,
      Math.ceil(pacedCount / sellers.length),
    );
    const pacedSteal = watchSteal();
    const cardPaced = await runPaced({
      url: base,
      connections,
      rate: halfRate,
      count: pacedCount,
      traceFile: pacedTraceDir && join(pacedTraceDir, `card-paced-${processes}.tsv`),
      next: (i) => {
        const s = i % sellers.length;
        return {
          method: 'POST',
          path: '/v1/charges',
          headers: {
            ...json,
            authorization: `Bearer ${sellers[s]?.secret}`,
            'idempotency-key': randomUUID(),
          },
          body: JSON.stringify({
            ...cardSale,
            card: { token: pacedTokens[s]?.[Math.floor(i / sellers.length)] },
          }),
        };
      },
    });
    steal.set(processes, pacedSteal.stop());
    checkAnswers(`card sale, evenly paced (${label})`, cardPaced);
    accepted.card += cardPaced.ops;
    rows.push(row(`card sale 3× at ½ max, ${halfRate}/s (evenly paced)`, processes, cardPaced));
    say('  card sale, one seller…');
    const one = sellers.slice(0, 1);
    const oneWarm = await cardLoad(one, warmUp);
    const cardOne = await cardLoad(one, requestsFor(oneWarm.tailRate * seconds, connections));
    rows.push(row('card sale 3×, one seller (max)', processes, cardOne));
  }

  if (runs('pix')) await pixRows();
  async function pixRows() {
    // Pix charge + its paid notice from the sandbox acquirer.
    say('  Pix charge + paid webhook…');
    // The product makes its sandbox acquirer on the first charge; without the card rows before
    // (BENCH_ROWS), one Pix charge makes it, by the orders seller, whose sales nothing counts.
    if (!ordersSeller) throw new Error('no orders seller');
    const first = await fetch(`${base}/v1/charges`, {
      method: 'POST',
      headers: { ...json, authorization: `Bearer ${ordersSeller.secret}` },
      body: JSON.stringify(pixSale),
    });
    if (!first.ok) throw new Error(`a first Pix charge answered ${first.status}`);
    const { rows: acquirers } = await pool.query<{ id: string; tokens: string[] }>(
      `select id, tokens from acquirers where kind = 'sandbox' limit 1`,
    );
    const sandbox = acquirers[0];
    if (!sandbox?.tokens[0]) throw new Error('the sandbox acquirer has no webhook secret');
    const acquirer = {
      id: sandbox.id,
      secret: secretBox(Buffer.from(secretsKey, 'hex')).open(sandbox.tokens[0]),
    };
    const pixLoad = async (amount: number) => {
      const latencies: number[] = [];
      const load = await run('Pix charge + paid webhook', {
        url: base,
        connections,
        amount,
        requestsPerOp: 2,
        opLatencies: latencies,
        requests: pixRequests(sellers, acquirer, latencies),
      });
      accepted.pix += load.ops;
      return load;
    };
    const pixWarm = await pixLoad(requestsFor(connections * warmUpPerConnection, connections, 2));
    const pix = await pixLoad(requestsFor(pixWarm.tailRate * seconds, connections, 2));
    rows.push(row('Pix charge + paid webhook (2 requests)', processes, pix));
    // The sandbox's own book, as if it had sent those notices itself: nothing more is owed.
    await pool.query(
      `update sandbox_charges set status = 'paid', webhook_sent_at = now()
     where method = 'pix' and status = 'pending'`,
    );
  }

  if (runs('withdrawal')) await withdrawalRows();
  async function withdrawalRows() {
    // Withdrawal requests, from sellers with money available.
    say('  withdrawal request…');
    await fundSellers(
      db,
      sellers.map((s) => s.id),
    );
    const withdrawalLoad = async (amount: number) => {
      const load = await run('withdrawal request', {
        url: base,
        connections,
        amount,
        requests: withdrawalRequests(sellers),
      });
      accepted.withdrawals += load.ops;
      return load;
    };
    const withdrawWarm = await withdrawalLoad(warmUp);
    const withdrawals = await withdrawalLoad(
      requestsFor(withdrawWarm.tailRate * seconds, connections),
    );
    rows.push(row('withdrawal request', processes, withdrawals));
  }

  if (runs('orders')) await ordersRows();
  async function ordersRows() {
    if (!ordersSeller) return;
    // The order list of the seller with many orders.
    say('  orders list…');
    const ordersLoad = (amount: number) =>
      run('orders list', {
        url: base,
        connections,
        amount,
        requests: ordersRequests(ordersSeller),
      });
    const ordersWarm = await ordersLoad(warmUp);
    const orders = await ordersLoad(requestsFor(ordersWarm.tailRate * seconds, connections));
    rows.push(
      row(
        `orders list, seller with ${orderCount.toLocaleString('en-US')} orders (filter + page)`,
        processes,
        orders,
      ),
    );
  }

  // Everything the load was answered 2xx for, in SQL; then the ledger check.
  say('  checking every accepted request…');
  await product.stop();
  const settings = await loadPlatformSettings(db);
  const { profile } = await feeProfileOf(db, sellers[0]?.id as string);
  const expected = (input: { amount: number; method: 'card' | 'pix'; instalments: number }) => {
    const sale = computeSale({
      price: input.amount,
      method: input.method,
      instalments: input.instalments,
      profile,
      settings,
      paidAt: new Date(),
    });
    if (!sale.ok) throw new Error(sale.error);
    return { ...sale.breakdown, instalments: input.instalments };
  };
  const ids = sellers.map((s) => s.id);
  problems.push(
    ...(await verifySales(
      pool,
      `card sales (${label})`,
      ids,
      'card',
      accepted.card,
      expected({ amount: cardSale.amount, method: 'card', instalments: cardSale.instalments }),
    )),
    ...(await verifySales(
      pool,
      `Pix sales (${label})`,
      ids,
      'pix',
      accepted.pix,
      expected({ amount: pixSale.amount, method: 'pix', instalments: 1 }),
    )),
    ...(await verifyWithdrawals(pool, ids, accepted.withdrawals, withdrawalAmount)),
  );
  const ledgerProblems = await checkLedger(db);
  problems.push(...ledgerProblems.map((p) => `ledger check (${label}): ${p}`));
  say(
    `  ${accepted.card} card sales, ${accepted.pix} Pix, ${accepted.withdrawals} withdrawals checked; ledger check ${ledgerProblems.length ? 'FAILED' : 'passed'}`,
  );

  if (last && runs('release')) {
    // The release job on many due rows: the product is stopped, so nothing else releases them.
    say(`\nrelease job: ${releaseCount.toLocaleString('en-US')} due pending releases in SQL…`);
    const dueFrom = new Date(Date.now() + 10 * 86_400_000);
    const inserted = performance.now();
    await insertDueReleases(db, pool, ids, releaseCount, dueFrom);
    say(`  inserted in ${((performance.now() - inserted) / 1000).toFixed(1)} s; releasing…`);
    const clock = { now: () => new Date(dueFrom.getTime() + releaseCount + 3_600_000) };
    // Progress every 30 s from another connection (one count of the batch's rows each time).
    const progress: { at: number; released: number }[] = [];
    const started = performance.now();
    const poll = setInterval(() => {
      void pool
        .query<{ n: number }>(
          'select count(*)::int as n from ledger_releases where released_at is not null and release_at >= $1',
          [dueFrom],
        )
        .then(({ rows: [counted] }) => {
          const at = (performance.now() - started) / 1000;
          const previous = progress.at(-1) ?? { at: 0, released: 0 };
          progress.push({ at, released: counted?.n ?? 0 });
          const rate = ((counted?.n ?? 0) - previous.released) / (at - previous.at);
          say(`  ${at.toFixed(0)} s: ${counted?.n} released (${rate.toFixed(0)}/s lately)`);
        })
        .catch(() => {});
    }, 30_000);
    const released = await releaseDueFunds(db, clock).finally(() => clearInterval(poll));
    const took = (performance.now() - started) / 1000;
    const first = progress[0];
    const lastTwo = progress.slice(-2);
    if (first && lastTwo.length === 2 && lastTwo[0] && lastTwo[1])
      releasePace = `${(first.released / first.at).toFixed(0)}/s in the first ${first.at.toFixed(0)} s, ${((lastTwo[1].released - lastTwo[0].released) / (lastTwo[1].at - lastTwo[0].at)).toFixed(0)}/s in the last 30 s measured`;
    if (released !== releaseCount)
      problems.push(`release job: released ${released}, expected ${releaseCount}`);
    const { rows: left } = await pool.query<{ n: number }>(
      `select count(*)::int as n from ledger_releases where released_at is null and release_at <= $1`,
      [clock.now()],
    );
    if (left[0]?.n) problems.push(`release job: ${left[0].n} due releases left`);
    const afterRelease = await checkLedger(db);
    problems.push(...afterRelease.map((p) => `ledger check after the release job: ${p}`));
    say(
      `  released ${released} in ${took.toFixed(1)} s; ledger check ${afterRelease.length ? 'FAILED' : 'passed'}`,
    );
    rows.push({
      operation: `release job, ${releaseCount.toLocaleString('en-US')} due rows (\`releaseDueFunds\`)`,
      processes: null,
      rate: released / took,
      p50: null,
      p95: null,
      p99: null,
      ops: released,
      seconds: took,
    });
  }
  await pool.end();
  await dropDatabase(server, database.name);
}

try {
  await pgbenchRows();
  if (runs('ledger')) await ledgerRow();
  if (productRowNames.some(runs))
    for (const [index, processes] of processCounts.entries())
      await productRun(processes, index === processCounts.length - 1);
  if (runs('analytics')) {
    const analytics = await analyticsRows({
      server,
      charges: volumeCharges,
      reseed: process.env.BENCH_VOLUME_RESEED === '1',
      connections: 10,
      requests: analyticsRequests,
      work,
      say,
    });
    rows.push(...analytics.rows);
    problems.push(...analytics.problems);
    if (analytics.seeded) volumeSeeded = `seeded in ${analytics.seeded.toFixed(0)} s by this run`;
  }
} catch (error) {
  problems.push(`the run stopped: ${error instanceof Error ? error.message : String(error)}`);
}

// ---------------------------------------------------------------------------------------------
// One table, the targets beside it, the machine; written to bench/results/latest.md.

const pgbenchTps = pgbenchMax?.tps ?? Number.NaN;
const find = (start: string, processes: number | null) =>
  rows.find((r) => r.operation.startsWith(start) && r.processes === processes);
const targets: string[] = [];
for (const processes of processCounts) {
  const max = find('card sale 3×, ', processes);
  const half = find('card sale 3× at', processes);
  const paced = rows.find((r) => r.operation.includes('evenly paced') && r.processes === processes);
  const one = find('card sale 3×, one', processes);
  const orders = find('orders list', processes);
  if (max && half && paced && one && orders)
    targets.push(
      `- ${processes} API process${processes > 1 ? 'es' : ''}: card sale ${(max.rate / pgbenchTps).toFixed(3)} × pgbench; p99 at ½ max ${paced.p99} ms evenly paced, ${half.p99} ms with autocannon's overallRate (pgbench at ½ max: ${pgbenchHalf?.p99} ms); one seller ÷ ${sellerCount} sellers = ${(one.rate / max.rate).toFixed(2)} (target ≥ 0.8: ${one.rate >= 0.8 * max.rate ? 'met' : 'not met'}); orders list p95 ${orders.p95} ms`,
    );
}
for (const [run, stolen] of steal)
  targets.push(
    `- ${run === 'pgbench' ? 'pgbench at ½ max' : `card sale evenly paced, ${run} API process${run > 1 ? 'es' : ''}`}: ${describeSteal(stolen)}`,
  );
const scaleOne = find('card sale 3×, ', 1);
const scaleTwo = find('card sale 3×, ', 2);
if (scaleOne && scaleTwo)
  targets.push(
    `- scale out: card sales with 2 API processes ÷ 1 = ${(scaleTwo.rate / scaleOne.rate).toFixed(2)}`,
  );
const release = rows.find((r) => r.operation.startsWith('release job'));
if (release)
  targets.push(
    `- release job: ${release.ops.toLocaleString('en-US')} rows in ${release.seconds.toFixed(1)} s${releasePace ? ` (${releasePace})` : ''}${releaseCount === 1_000_000 ? ` (target < 60 s: ${release.seconds < 60 ? 'met' : 'not met'})` : ''}, ledger check ${problems.some((p) => p.includes('release')) ? 'failed' : 'passed'} after`,
  );

const analyticsRowsDone = rows.filter((r) => r.operation.startsWith('analytics: '));
if (analyticsRowsDone.length) {
  const slowest = Math.max(...analyticsRowsDone.map((r) => r.p95 ?? Number.POSITIVE_INFINITY));
  targets.push(
    `- analytics on ${volumeCharges.toLocaleString('en-US')} charges (${volumeSeeded}): slowest p95 ${slowest} ms (target < 200 ms: ${slowest < 200 ? 'met' : 'not met'})`,
  );
}

const verdict = problems.length
  ? `**FAILED**: ${problems.length} problem${problems.length > 1 ? 's' : ''}:\n${problems.map((p) => `- ${p}`).join('\n')}`
  : 'Every accepted request checked in SQL (card and Pix sales: one paid charge with the expected amounts and one sale posting each; withdrawals: one pending withdrawal holding its amount each), no non-2xx answer, ledger check passed.';
const report = [
  `# Benchmark results${quick ? ' (quick mode)' : ''}`,
  '',
  `${startedAt.toISOString().slice(0, 16).replace('T', ' ')} UTC, \`${quick ? 'BENCH_QUICK=1 ' : ''}npm run bench\`: ${seconds} s runs, ${connections} connections, ${sellerCount} sellers, orders list on ${orderCount.toLocaleString('en-US')} orders${runs('analytics') ? `, analytics on a year of ${volumeCharges.toLocaleString('en-US')} charges (${analyticsRequests} requests a row, 10 connections)` : ''}.`,
  '',
  `Measured: ${source}.`,
  '',
  `Machine: ${host.description}. Load average (1, 5, 15 min) ${loadAtStart} at the start and ${host.load()} at the end: the machine is shared, so these numbers are indicative.`,
  '',
  renderTable(rows, pgbenchTps),
  '',
  'Latencies are per operation as the client saw them (the Pix row: charge and notice together). Rates are operations answered 2xx per second of the measured run, after a warm-up of 10 requests per connection that is not counted; "operations in s" is how many and over how long.',
  '',
  ...(targets.length ? ['Against the targets of issues 14 and 15:', '', ...targets, ''] : []),
  verdict,
  '',
].join('\n');

say(`\n${report}`);
if (quick) say('quick mode: not written to bench/results/latest.md');
else {
  mkdirSync(join(repoRoot, 'bench/results'), { recursive: true });
  writeFileSync(join(repoRoot, 'bench/results/latest.md'), report);
  say('written to bench/results/latest.md');
}
if (problems.length)
  for (const processes of processCounts) {
    // The product's own warnings and errors, to see why.
    try {
      const log = readFileSync(join(work, `product-${processes}.log`), 'utf8');
      say(
        `\nproduct log, ${processes} API processes (last lines):\n${log.split('\n').slice(-40).join('\n')}`,
      );
    } catch {
      // that run did not start
    }
  }
await cleanUp();
process.exit(problems.length ? 1 : 0);
