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

type Grain = { running: string; id: string; of: string; names: SQL; joins: string };

const grains: Record<'seller' | 'product', Grain> = {
  seller: {
    running: 'analytics_seller_running',
    id: 'seller_id',
    of: 'select id as seller_id, id as owner_id from users order by id',
    names: sql`u.full_name as name, u.email`,
    joins: 'join users u on u.id = top.seller_id',
  },
  product: {
    running: 'analytics_product_running',
    id: 'product_id',
    of: 'select id as product_id, seller_id as owner_id from products order by id',
    names: sql`p.name, u.full_name as seller_name, top.owner_id as seller_id`,
    joins: 'join products p on p.id = top.product_id join users u on u.id = top.owner_id',
  },
};

/** The grain's running totals of `alias`'s id through `through`: its latest row on or before. */
function totalsThrough(grain: Grain, w: RankingWindow, alias: string, through: string): SQL {
  return sql`lateral (select cum_created, cum_paid, cum_gross from ${sql.raw(grain.running)} r
    where r.livemode = ${w.livemode} and r.${sql.raw(grain.id)} = ${sql.raw(`${alias}.${grain.id}`)}
      and r.day <= ${through}::date
    order by r.day desc limit 1)`;
}

/**
 * The top of one grain over the period, from the running totals: a period's sums are the totals
 * through its last day less those through the day before its first, one index probe each per
 * seller or product, so a year costs what a day does (in id order, the probes walk the index
 * forward and find its pages in cache). The previous period ends the day before the period
 * starts, so its volume needs one more probe, made for the top rows only.
 */
async function topOf(db: DbOrTx, grain: Grain, w: RankingWindow) {
  const id = sql.raw(grain.id);
  return readRows(
    db,
    sql`with top as (
      select * from (
        select e.${id}, e.owner_id,
          upto.cum_created - coalesce(prior.cum_created, 0) as created,
          upto.cum_paid - coalesce(prior.cum_paid, 0) as paid,
          upto.cum_gross - coalesce(prior.cum_gross, 0) as gross,
          coalesce(prior.cum_gross, 0) as gross_before
        from (${sql.raw(grain.of)}) e
        cross join ${totalsThrough(grain, w, 'e', w.to)} upto
        left join ${totalsThrough(grain, w, 'e', w.previousTo)} prior on true
      ) sums
      where created > 0 or paid > 0
      order by ${orderBy(w.sort)}, ${id} limit ${w.limit}
    )
    select top.${id}, top.created, top.paid, top.gross,
      top.gross_before - coalesce(earlier.cum_gross, 0) as previous_gross, ${grain.names}
    from top left join ${totalsThrough(grain, w, 'top', addDays(w.previousFrom, -1))} earlier on true
    ${sql.raw(grain.joins)}
    order by ${orderBy(w.sort, 'top')}, top.${id}`,
  );
}

const figures = (row: Record<string, unknown>): Ranked => ({
  created: num(row.created),
  paid: num(row.paid),
  gross: num(row.gross),
  previousGross: num(row.previous_gross),
});

export async function topSellers(db: DbOrTx, w: RankingWindow) {
  const rows = await topOf(db, grains.seller, w);
  return rows.map((row) => ({
    sellerId: String(row.seller_id),
    name: String(row.name),
    email: String(row.email),
    ...figures(row),
  }));
}

export async function topProducts(db: DbOrTx, w: RankingWindow) {
  const rows = await topOf(db, grains.product, w);
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
