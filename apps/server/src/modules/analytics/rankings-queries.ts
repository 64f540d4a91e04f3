import type { AnalyticsRankingSort } from '@repasse/core/contract/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { num, readRows } from './figures.ts';
import { addDays } from './period.ts';

export type Ranked = { created: number; paid: number; gross: number; previousGross: number };
export type RankingWindow = {
  livemode: boolean;
  from: string;
  to: string;
  previousFrom: string;
  previousTo: string;
  sort: AnalyticsRankingSort;
  limit: number;
};

/** The ranking's order over columns created, paid and gross (of the relation `of`, if named). */
function orderBy(sort: AnalyticsRankingSort, of = ''): SQL {
  const [created, paid, gross] = ['created', 'paid', 'gross'].map((c) => (of ? `${of}.${c}` : c));
  const orders: Record<AnalyticsRankingSort, string> = {
    volume: `${gross} desc, ${paid} desc`,
    count: `${paid} desc, ${gross} desc`,
    approvalRate: `case when ${created} > 0 then ${paid}::numeric / ${created} end desc nulls last, ${gross} desc`,
  };
  return sql.raw(orders[sort]);
}

/**
 * `of` lists the grain's ids with their owner and latest running totals, in id order (the order
 * its index probes walk), leaving out those idle since before the period: nothing of theirs
 * happened in it.
 */
type Grain = { running: string; id: string; of: (w: RankingWindow) => SQL };

const latestColumns = sql`l.day as latest_day, l.cum_created, l.cum_paid, l.cum_gross`;

const sellerGrain: Grain = {
  running: 'analytics_seller_running',
  id: 'seller_id',
  of: (w) => sql`select l.seller_id, l.seller_id as owner_id, ${latestColumns}
    from analytics_seller_latest l
    where l.livemode = ${w.livemode} and l.day > ${w.previousTo}::date
    order by l.seller_id`,
};

/** Products, of the given sellers only when named. */
const productGrain = (sellerIds?: string[]): Grain => ({
  running: 'analytics_product_running',
  id: 'product_id',
  of: (w) => sql`select l.product_id, p.seller_id as owner_id, ${latestColumns}
    from analytics_product_latest l join products p on p.id = l.product_id
    where l.livemode = ${w.livemode} and l.day > ${w.previousTo}::date
      ${sellerIds ? sql`and p.seller_id = any(${sql.param(sellerIds)}::uuid[])` : sql``}
    order by l.product_id`,
});

/**
 * The grain's running totals of `alias`'s id through `through`: its latest row on or before.
 * `when` skips the probe (no row) where it does not hold.
 */
function totalsThrough(
  grain: Grain,
  w: RankingWindow,
  alias: string,
  through: string,
  when: SQL = sql`true`,
): SQL {
  return sql`lateral (select cum_created, cum_paid, cum_gross from ${sql.raw(grain.running)} r
    where ${when} and r.livemode = ${w.livemode}
      and r.${sql.raw(grain.id)} = ${sql.raw(`${alias}.${grain.id}`)}
      and r.day <= ${through}::date
    order by r.day desc limit 1)`;
}

/**
 * One grain's sums over the period, from the running totals: a period's sums are the totals
 * through its last day less those through the day before its first, so a year costs what a day
 * does. The totals through the last day are the latest ones unless something happened after it
 * (a period ending today never probes for them), those before the first day one index probe (in
 * id order, the probes walk the index forward and find its pages in cache). The previous
 * period's volume needs one more probe, made for the top rows only.
 */
function periodSums(grain: Grain, w: RankingWindow): SQL {
  const id = sql.raw(grain.id);
  const afterPeriod = sql`e.latest_day > ${w.to}::date`;
  return sql`select * from (
      select e.${id}, e.owner_id,
        coalesce(upto.cum_created, e.cum_created) - coalesce(prior.cum_created, 0) as created,
        coalesce(upto.cum_paid, e.cum_paid) - coalesce(prior.cum_paid, 0) as paid,
        coalesce(upto.cum_gross, e.cum_gross) - coalesce(prior.cum_gross, 0) as gross,
        coalesce(prior.cum_gross, 0) as gross_before
      from (${grain.of(w)}) e
      left join ${totalsThrough(grain, w, 'e', w.to, afterPeriod)} upto on true
      left join ${totalsThrough(grain, w, 'e', w.previousTo)} prior on true
      where not (${afterPeriod}) or upto.cum_created is not null
    ) sums
    where created > 0 or paid > 0`;
}

/** The top products of `grain`'s, named and with their previous volume. */
async function topProductsOf(db: DbOrTx, grain: Grain, w: RankingWindow) {
  return readRows(
    db,
    sql`with top as (
      ${periodSums(grain, w)}
      order by ${orderBy(w.sort)}, product_id limit ${w.limit}
    )
    select top.product_id, top.created, top.paid, top.gross,
      top.gross_before - coalesce(earlier.cum_gross, 0) as previous_gross,
      p.name, u.full_name as seller_name, top.owner_id as seller_id
    from top left join ${totalsThrough(grain, w, 'top', addDays(w.previousFrom, -1))} earlier on true
    join products p on p.id = top.product_id join users u on u.id = top.owner_id
    order by ${orderBy(w.sort, 'top')}, top.product_id`,
  );
}

const figures = (row: Record<string, unknown>): Ranked => ({
  created: num(row.created),
  paid: num(row.paid),
  gross: num(row.gross),
  previousGross: num(row.previous_gross),
});

/** A seller's figures of the period, as every seller is ranked. */
export type SellerSums = Record<string, unknown>;

/**
 * Every seller with a charge or a sale in the period, in the ranking's order: the seller ranking
 * is its head, named and with its previous volume in the same statement, and the product ranking
 * walks it all (see topProductRows).
 */
export async function rankedSellers(db: DbOrTx, w: RankingWindow): Promise<SellerSums[]> {
  const head = sql`ranked.place <= ${w.limit}`;
  return readRows(
    db,
    sql`with ranked as (
      select sums.*, row_number() over (order by ${orderBy(w.sort)}, seller_id) as place
      from (${periodSums(sellerGrain, w)}) sums
    )
    select ranked.seller_id, ranked.created, ranked.paid, ranked.gross,
      ranked.gross_before - coalesce(earlier.cum_gross, 0) as previous_gross, u.name, u.email
    from ranked
    left join ${totalsThrough(sellerGrain, w, 'ranked', addDays(w.previousFrom, -1), head)} earlier
      on true
    left join lateral (select full_name as name, email from users
      where ${head} and users.id = ranked.seller_id) u on true
    order by ranked.place`,
  );
}

export function topSellers(w: RankingWindow, ranked: SellerSums[]) {
  return ranked.slice(0, w.limit).map((row) => ({
    sellerId: String(row.seller_id),
    name: String(row.name),
    email: String(row.email),
    ...figures(row),
  }));
}

/** The figure a ranking sorts by first, when a product's can never exceed its seller's. */
const boundedBy: Partial<Record<AnalyticsRankingSort, 'gross' | 'paid'>> = {
  volume: 'gross',
  count: 'paid',
};

/**
 * The period's products, from the sellers down: a product's volume (or sales) is part of its
 * seller's, so sellers are visited from the largest and the walk stops once the last of the top
 * products outranks the next seller outright, having summed the products of a few sellers rather
 * than of all of them. Approval rates have no such bound: that sort sums every product.
 */
async function topProductRows(db: DbOrTx, w: RankingWindow, ranked: SellerSums[]) {
  const bound = boundedBy[w.sort];
  if (!bound) return topProductsOf(db, productGrain(), w);
  let visited = 0;
  // A seller has a few products, and the top ones are spread over the largest sellers: three
  // sellers a place usually settle it in one statement.
  for (let batch = 3 * w.limit; ; batch *= 2) {
    visited = Math.min(ranked.length, visited + batch);
    const rows = await topProductsOf(
      db,
      productGrain(ranked.slice(0, visited).map((row) => String(row.seller_id))),
      w,
    );
    const next = ranked[visited];
    const last = rows[w.limit - 1];
    if (!next || (last && num(last[bound]) > num(next[bound]))) return rows;
  }
}

export async function topProducts(db: DbOrTx, w: RankingWindow, ranked: SellerSums[]) {
  const rows = await topProductRows(db, w, ranked);
  return rows.map((row) => ({
    productId: String(row.product_id),
    name: String(row.name),
    sellerId: String(row.seller_id),
    sellerName: String(row.seller_name),
    ...figures(row),
  }));
}

/** Acquirers from the platform grain, which is small enough to read by day. */
export async function topAcquirers(db: DbOrTx, w: RankingWindow) {
  const sums = (from: string, to: string) => sql`
    select acquirer_id, sum(created_count) as created, sum(paid_count) as paid, sum(gross) as gross
    from analytics_sales_daily
    where livemode = ${w.livemode} and acquirer_id is not null
      and day >= ${from}::date and day <= ${to}::date
    group by acquirer_id`;
  const rows = await readRows(
    db,
    sql`with top as (
      select * from (${sums(w.from, w.to)}) cur where created > 0 or paid > 0
      order by ${orderBy(w.sort)}, acquirer_id limit ${w.limit}
    ), previous as (${sums(w.previousFrom, w.previousTo)})
    select top.*, coalesce(previous.gross, 0) as previous_gross, a.name
    from top left join previous using (acquirer_id) join acquirers a on a.id = top.acquirer_id
    order by ${orderBy(w.sort, 'top')}, top.acquirer_id`,
  );
  return rows.map((row) => ({
    acquirerId: String(row.acquirer_id),
    name: String(row.name),
    ...figures(row),
  }));
}
