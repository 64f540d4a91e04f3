import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import { defaultFeeProfile } from '@repasse/core/fees/fee-profile';
import { computeSale } from '@repasse/core/fees/sale';
import { loadPlatformSettings } from '../apps/server/src/modules/fees/queries.ts';
import { checkLedger } from '../apps/server/src/modules/ledger/check.ts';
import { recordSale } from '../apps/server/src/modules/ledger/sales.ts';
import { createUserAndLogin } from '../apps/server/src/test/harness.ts';
import { startTarget } from './setup.ts';
import { percentiles } from './stats.ts';

/**
 * Sales posted straight to the ledger, without HTTP: the rate the performance note of docs/money.md §11 is
 * about. Every sale touches the platform's revenue and the acquirer's receivable, so this shows
 * whether those shared accounts serialise sales (they must not).
 */
const sellers = Number(process.env.BENCH_SELLERS ?? 50);
const concurrency = Number(process.env.BENCH_CONNECTIONS ?? 16);
const total = Number(process.env.BENCH_REQUESTS ?? 3000);

const target = await startTarget();
const { db } = target.testApp.database;
const clock = target.testApp.clock;
const ids = await Promise.all(
  Array.from({ length: sellers }, () => createUserAndLogin(target.testApp, 'seller')),
);
const settings = await loadPlatformSettings(db);
const paidAt = clock.now();
const sale = computeSale({
  price: 10_000,
  method: 'card',
  instalments: 3,
  profile: defaultFeeProfile,
  settings,
  paidAt,
});
if (!sale.ok) throw new Error(sale.error);
const { breakdown } = sale;

const latencies: number[] = [];
let next = 0;
async function worker() {
  while (next < total) {
    const index = next++;
    const sellerId = ids[index % ids.length]?.id as string;
    const started = performance.now();
    await db.transaction((tx) =>
      recordSale(tx, clock, {
        sellerId,
        saleId: randomUUID(),
        acquirer: 'bench',
        breakdown,
        acquirerCost: 150,
        paidAt,
      }),
    );
    latencies.push(performance.now() - started);
  }
}
const started = performance.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const seconds = (performance.now() - started) / 1000;
const problems = await checkLedger(db);
console.log(
  JSON.stringify(
    {
      bench: 'ledger',
      database: target.database,
      sellers,
      concurrency,
      sales: total,
      seconds: Math.round(seconds * 100) / 100,
      salesPerSecond: Math.round(total / seconds),
      latencyMs: percentiles(latencies),
      ledgerProblems: problems.length,
    },
    null,
    2,
  ),
);
await target.testApp.app.close();
await target.testApp.database.close();
if (problems.length) process.exit(1);
