import type { RankingsQuery, RankingsResponse } from '@repasse/core/contract/analytics';
import type { FastifyInstance } from 'fastify';
import { analyticsPeriod, livemodeOf } from './period.ts';
import {
  type Ranked,
  rankedSellers,
  topAcquirers,
  topProducts,
  topSellers,
} from './rankings-queries.ts';
import { rateOf } from './rates.ts';

const figuresOf = <T extends Ranked>({ created, paid, gross, previousGross, ...rest }: T) => ({
  ...rest,
  volume: gross,
  count: paid,
  approvalRate: rateOf(paid, created),
  previousVolume: previousGross,
});

/** Admin → Analytics → Rankings: top sellers, products and acquirers of the period. */
export async function rankingsAnalytics(
  app: FastifyInstance,
  query: RankingsQuery,
): Promise<RankingsResponse> {
  const period = analyticsPeriod(query);
  const window = {
    ...period,
    livemode: livemodeOf(period.mode),
    sort: query.sort,
    limit: query.limit,
  };
  const ranked = rankedSellers(app.database, window);
  const [sellers, products, acquirers] = await Promise.all([
    ranked.then((rows) => topSellers(window, rows)),
    topProducts(app.database, window, ranked),
    topAcquirers(app.database, window),
  ]);
  return {
    period,
    sort: query.sort,
    sellers: sellers.map(figuresOf),
    products: products.map(figuresOf),
    acquirers: acquirers.map(figuresOf),
  };
}
