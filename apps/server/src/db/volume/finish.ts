import { performance } from 'node:perf_hooks';
import { sql } from 'drizzle-orm';
import { rebuildBalanceRollups } from '../../modules/analytics/balance-rollups.ts';
import { rebuildAnalytics } from '../../modules/analytics/rollups.ts';
import type { Database } from '../client.ts';

/** The tables the volume seed writes: vacuumed and analysed as autovacuum would after it. */
const written = [
  'users',
  'products',
  'transactions',
  'transaction_attempts',
  'transaction_events',
  'refunds',
  'ledger_accounts',
  'ledger_transactions',
  'ledger_entries',
  'ledger_releases',
  'withdrawals',
  'withdrawal_events',
];

/**
 * After the seed's transaction: statistics and visibility maps for the planner (a bulk insert
 * leaves neither, and the benchmark's server runs without autovacuum), then the analytics
 * rollups recomputed from the new history, which lies in days their job already closed.
 */
export async function finishVolume(database: Database, log: (line: string) => void) {
  let mark = performance.now();
  const step = (what: string) => {
    const now = performance.now();
    log(`  ${what} (${((now - mark) / 1000).toFixed(1)} s)`);
    mark = now;
  };
  // VACUUM cannot run inside a transaction block: each table on its own.
  for (const table of written) await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  step('vacuumed and analysed');
  await rebuildAnalytics(database.db);
  await rebuildBalanceRollups(database.db);
  step('analytics rollups rebuilt');
}
