import type {
  AnalyticsQuery,
  SellerAnalyticsResponse,
  SellerTotals,
} from '@repasse/core/contract/analytics';
import { paymentMethods } from '@repasse/core/fees/fee-profile';
import type { FastifyInstance } from 'fastify';
import { addInto } from './figures.ts';
import { analyticsPeriod, bucketsOf } from './period.ts';
import { averageOf, rateOf } from './rates.ts';
import {
  emptySellerFigures,
  type SellerFigures,
  sellerByBucket,
  sellerTopProducts,
} from './seller-queries.ts';

const topProductsShown = 5;

const totalsOf = (f: SellerFigures): SellerTotals => ({
  gross: f.gross,
  net: f.net,
  count: f.paid,
  averageTicket: averageOf(f.gross, f.paid),
  refunds: f.refunds,
  refundsCount: f.refundsCount,
  chargebacks: f.chargebacks,
  chargebacksCount: f.chargebacksCount,
});

/** The seller's own dashboard figures: nothing of any other seller is ever read. */
export async function sellerAnalytics(
  app: FastifyInstance,
  sellerId: string,
  query: AnalyticsQuery,
): Promise<SellerAnalyticsResponse> {
  const period = analyticsPeriod(query);
  const [rows, topProducts] = await Promise.all([
    sellerByBucket(app.db, sellerId, period),
    sellerTopProducts(app.db, sellerId, period, topProductsShown),
  ]);
  const current = emptySellerFigures();
  const previous = emptySellerFigures();
  const byBucket = new Map(bucketsOf(period).map((bucket) => [bucket, emptySellerFigures()]));
  const byMethod = new Map(paymentMethods.map((method) => [method, emptySellerFigures()]));
  for (const row of rows) {
    if (!row.current) {
      addInto(previous, row.figures);
      continue;
    }
    addInto(current, row.figures);
    const point = byBucket.get(row.bucket);
    if (point) addInto(point, row.figures);
    const method = byMethod.get(row.method);
    if (method) addInto(method, row.figures);
  }
  return {
    period,
    current: totalsOf(current),
    previous: totalsOf(previous),
    series: [...byBucket].map(([bucket, f]) => ({
      bucket,
      gross: f.gross,
      net: f.net,
      count: f.paid,
    })),
    byMethod: [...byMethod].map(([method, f]) => ({
      method,
      gross: f.gross,
      count: f.paid,
      created: f.created,
      approvalRate: rateOf(f.paid, f.created),
    })),
    topProducts,
  };
}
