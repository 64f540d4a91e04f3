import type {
  AnalyticsQuery,
  TransactionsResponse,
  TransactionTotals,
} from '@repasse/core/contract/analytics';
import { paymentMethods } from '@repasse/core/fees/fee-profile';
import { transactionStatuses } from '@repasse/core/states/transaction';
import type { FastifyInstance } from 'fastify';
import { addInto } from './figures.ts';
import { analyticsPeriod, bucketsOf } from './period.ts';
import {
  attemptsInPeriod,
  emptySales,
  type SalesFigures,
  salesByBucket,
  statusesInPeriod,
} from './platform-queries.ts';
import { rateOf } from './rates.ts';

/** The card schemes' chargeback monitoring threshold, in percent. */
export const chargebackThreshold = '1.50';

/** An acquirer accepted the charge: authorised a card, or issued the Pix code or boleto. */
const approvedOutcomes = new Set(['paid', 'pending']);
const declinedPrefix = 'declined:';

type Split = { all: SalesFigures; card: SalesFigures };
const emptySplit = (): Split => ({ all: emptySales(), card: emptySales() });

function totalsOf({ all, card }: Split): TransactionTotals {
  return {
    created: all.createdCount,
    createdAmount: all.createdAmount,
    paid: all.paidCount,
    paidAmount: all.gross,
    approvalRate: rateOf(all.paidCount, all.createdCount),
    fallbackRate: rateOf(card.cardFallbacks, card.createdCount),
    chargebackRate: rateOf(card.chargebacksCount, card.paidCount),
  };
}

function attemptsSummary(rows: Awaited<ReturnType<typeof attemptsInPeriod>>) {
  const acquirers = new Map<string, { name: string; attempts: number; approved: number }>();
  const reasons = new Map<string, number>();
  for (const row of rows) {
    const acquirer = acquirers.get(row.acquirerId) ?? { name: row.name, attempts: 0, approved: 0 };
    acquirer.attempts += row.count;
    if (approvedOutcomes.has(row.outcome)) acquirer.approved += row.count;
    acquirers.set(row.acquirerId, acquirer);
    if (row.outcome.startsWith(declinedPrefix)) {
      const reason = row.outcome.slice(declinedPrefix.length);
      reasons.set(reason, (reasons.get(reason) ?? 0) + row.count);
    }
  }
  return {
    byAcquirer: [...acquirers]
      .map(([acquirerId, a]) => ({
        acquirerId,
        ...a,
        approvalRate: rateOf(a.approved, a.attempts),
      }))
      .sort((a, b) => b.attempts - a.attempts || a.name.localeCompare(b.name)),
    refusalReasons: [...reasons]
      .map(([reason, count]) => ({ reason, count }))
      .sort((a, b) => b.count - a.count || a.reason.localeCompare(b.reason)),
  };
}

/** Admin → Analytics → Transactions, from the platform, status and attempt grains. */
export async function transactionsAnalytics(
  app: FastifyInstance,
  query: AnalyticsQuery,
): Promise<TransactionsResponse> {
  const period = analyticsPeriod(query);
  const [sales, statuses, attempts] = await Promise.all([
    salesByBucket(app.db, period),
    statusesInPeriod(app.db, period),
    attemptsInPeriod(app.db, period),
  ]);
  const current = emptySplit();
  const previous = emptySplit();
  const byBucket = new Map(bucketsOf(period).map((bucket) => [bucket, emptySplit()]));
  const byMethod = new Map(paymentMethods.map((method) => [method, emptySales()]));
  for (const row of sales) {
    const targets = row.current ? [current, byBucket.get(row.bucket)] : [previous];
    for (const target of targets) {
      if (!target) continue;
      addInto(target.all, row.figures);
      if (row.method === 'card') addInto(target.card, row.figures);
    }
    const method = row.current ? byMethod.get(row.method) : undefined;
    if (method) addInto(method, row.figures);
  }
  return {
    period,
    current: totalsOf(current),
    previous: totalsOf(previous),
    chargebackThreshold,
    byStatus: transactionStatuses.map((status) => ({
      status,
      ...(statuses.get(status) ?? { count: 0, amount: 0 }),
    })),
    byMethod: [...byMethod].map(([method, f]) => ({
      method,
      created: f.createdCount,
      paid: f.paidCount,
      paidAmount: f.gross,
      approvalRate: rateOf(f.paidCount, f.createdCount),
    })),
    ...attemptsSummary(attempts),
    series: [...byBucket].map(([bucket, split]) => {
      const totals = totalsOf(split);
      return {
        bucket,
        created: totals.created,
        paid: totals.paid,
        approvalRate: totals.approvalRate,
        chargebackRate: totals.chargebackRate,
      };
    }),
  };
}
