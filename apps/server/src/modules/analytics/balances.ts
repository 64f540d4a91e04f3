import { saoPauloDay } from '@repasse/core/calendar/business-days';
import type {
  AnalyticsPeriod,
  AnalyticsQuery,
  BalancesResponse,
  HeldBalances,
} from '@repasse/core/contract/analytics';
import type { FastifyInstance } from 'fastify';
import {
  heldKinds,
  heldNow,
  releaseHorizonDays,
  releasesAhead,
  rolledChanges,
  waitingStatuses,
  waitingWithdrawals,
  zeroHeld,
} from './balance-queries.ts';
import { addDays, analyticsPeriod, bucketsOf, nextMonth } from './period.ts';

/** A bucket's last day within the period: the day itself, or its month's last day (or `to`). */
function lastDayOf(bucket: string, period: AnalyticsPeriod) {
  const last = period.granularity === 'day' ? bucket : addDays(nextMonth(bucket), -1);
  return last < period.to ? last : period.to;
}

const plus = (a: HeldBalances, changes: Partial<HeldBalances> | undefined): HeldBalances => {
  const sum = { ...a };
  for (const kind of heldKinds) sum[kind] += changes?.[kind] ?? 0;
  return sum;
};

type Bucket = { bucket: string; last: string };
type Rolled = Awaited<ReturnType<typeof rolledChanges>>;

/**
 * Balances at the end of the previous period and of each bucket: the rollup's sum through a day
 * for a day already over, the live figures for a day that is not (today, or later).
 */
function heldAtEnds(
  period: AnalyticsPeriod,
  buckets: Bucket[],
  today: string,
  live: HeldBalances,
  rolled: Rolled,
) {
  const atEnd = (day: string, sum: HeldBalances) => (day >= today ? live : sum);
  const base = zeroHeld();
  const changes = new Map<string, Partial<HeldBalances>>();
  for (const row of rolled) {
    if (row.bucket === null) base[row.kind] += row.change;
    else changes.set(row.bucket, { ...changes.get(row.bucket), [row.kind]: row.change });
  }
  let running = base;
  const series = buckets.map(({ bucket, last }) => {
    running = plus(running, changes.get(bucket));
    return { bucket, ...atEnd(last, running) };
  });
  return {
    current: atEnd(period.to, running),
    previous: atEnd(period.previousTo, base),
    series,
  };
}

/**
 * Test mode has no money: test charges post nothing to the ledger and withdrawals are live only
 * (docs/money.md §12), so every figure of a test period is zero.
 */
const testModeAnswer = (period: AnalyticsPeriod, buckets: Bucket[]): BalancesResponse => ({
  period,
  current: zeroHeld(),
  previous: zeroHeld(),
  series: buckets.map(({ bucket }) => ({ bucket, ...zeroHeld() })),
  releases: [],
  withdrawals: waitingStatuses.map((status) => ({ status, count: 0, amount: 0 })),
});

/**
 * Admin → Analytics → Balances (docs/analytics.md): what sellers held at the end of the period,
 * of the previous one and of each bucket; what becomes available on each of the next 90 days;
 * and the withdrawals still waiting.
 */
export async function adminBalances(
  app: FastifyInstance,
  query: AnalyticsQuery,
): Promise<BalancesResponse> {
  const period = analyticsPeriod(query);
  const buckets = bucketsOf(period).map((bucket) => ({ bucket, last: lastDayOf(bucket, period) }));
  if (period.mode === 'test') return testModeAnswer(period, buckets);
  const now = app.clock.now();
  const today = saoPauloDay(now);
  const yesterday = addDays(today, -1);
  const lastOver = period.to < yesterday ? period.to : yesterday;
  const [live, rolled, releases, withdrawals] = await Promise.all([
    heldNow(app.db, now),
    period.previousTo < today
      ? rolledChanges(app.db, period.previousTo, lastOver, period.granularity)
      : [],
    releasesAhead(app.db, today, releaseHorizonDays),
    waitingWithdrawals(app.db),
  ]);
  return {
    period,
    ...heldAtEnds(period, buckets, today, live, rolled),
    releases,
    withdrawals,
  };
}
