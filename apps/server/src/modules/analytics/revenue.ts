import type {
  AnalyticsQuery,
  RevenueResponse,
  RevenueTotals,
} from '@repasse/core/contract/analytics';
import { paymentMethods } from '@repasse/core/fees/fee-profile';
import type { FastifyInstance } from 'fastify';
import { addInto } from './figures.ts';
import { analyticsPeriod, bucketsOf } from './period.ts';
import {
  emptySales,
  payoutCostsByBucket,
  type SalesFigures,
  salesByBucket,
} from './platform-queries.ts';

function totalsOf(sales: SalesFigures, payoutCosts: number): RevenueTotals {
  return {
    tpv: sales.gross,
    count: sales.paidCount,
    sellerFees: sales.sellerFees,
    instalmentFees: sales.instalmentFees,
    platformRevenue: sales.platformRevenue,
    acquirerCosts: sales.acquirerCosts,
    payoutCosts,
    margin: sales.platformRevenue - sales.acquirerCosts - payoutCosts,
    refunds: sales.refunds,
    refundsCount: sales.refundsCount,
    chargebacks: sales.chargebacks,
    chargebacksCount: sales.chargebacksCount,
  };
}

/** Admin → Analytics → Revenue, from the platform grain (docs/analytics.md). */
export async function revenueAnalytics(
  app: FastifyInstance,
  query: AnalyticsQuery,
): Promise<RevenueResponse> {
  const period = analyticsPeriod(query);
  const [sales, payouts] = await Promise.all([
    salesByBucket(app.db, period),
    payoutCostsByBucket(app.db, period),
  ]);
  const current = emptySales();
  const previous = emptySales();
  const byBucket = new Map(
    bucketsOf(period).map((bucket) => [
      bucket,
      { sales: emptySales(), payoutCosts: 0, tpvByMethod: { pix: 0, card: 0, boleto: 0 } },
    ]),
  );
  const byMethod = new Map(paymentMethods.map((method) => [method, emptySales()]));
  for (const row of sales) {
    addInto(row.current ? current : previous, row.figures);
    if (!row.current) continue;
    const point = byBucket.get(row.bucket);
    if (point) {
      addInto(point.sales, row.figures);
      point.tpvByMethod[row.method] += row.figures.gross;
    }
    const method = byMethod.get(row.method);
    if (method) addInto(method, row.figures);
  }
  let payoutCurrent = 0;
  let payoutPrevious = 0;
  for (const row of payouts) {
    if (!row.current) {
      payoutPrevious += row.costs;
      continue;
    }
    payoutCurrent += row.costs;
    const point = byBucket.get(row.bucket);
    if (point) point.payoutCosts += row.costs;
  }
  return {
    period,
    current: totalsOf(current, payoutCurrent),
    previous: totalsOf(previous, payoutPrevious),
    series: [...byBucket].map(([bucket, point]) => {
      const totals = totalsOf(point.sales, point.payoutCosts);
      return {
        bucket,
        tpv: totals.tpv,
        platformRevenue: totals.platformRevenue,
        margin: totals.margin,
        refunds: totals.refunds,
        chargebacks: totals.chargebacks,
        tpvByMethod: point.tpvByMethod,
      };
    }),
    byMethod: [...byMethod].map(([method, figures]) => ({
      method,
      tpv: figures.gross,
      count: figures.paidCount,
      platformRevenue: figures.platformRevenue,
    })),
  };
}
