import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { dayStart, nextDayStart } from '../ledger/statement.ts';

/*
 * The SQL that writes the rollups from the source tables (docs/analytics.md). Every figure is
 * counted on the São Paulo day its event happened, so a window of days is recomputed from the
 * rows whose own instant falls in it: no row outside the window can change a figure inside.
 */

/** Days first to last, both included; null means every day there is. */
export type DayWindow = { from: string; to: string } | null;

/** The São Paulo day of an instant, at UTC−3 as the core calendar (saoPauloDay) counts it. */
const spDay = (column: string) =>
  sql.raw(`((${column} at time zone 'UTC') - interval '3 hours')::date`);

function within(column: string, window: DayWindow): SQL {
  if (!window) return sql.raw(`${column} is not null`);
  const start = dayStart(window.from).toISOString();
  const end = nextDayStart(window.to).toISOString();
  return sql`${sql.raw(column)} >= ${start}::timestamptz and ${sql.raw(column)} < ${end}::timestamptz`;
}

const dayTables = [
  'analytics_sales_daily',
  'analytics_status_daily',
  'analytics_attempts_daily',
  'analytics_payouts_daily',
  'analytics_seller_daily',
  'analytics_product_daily',
] as const;

export async function deleteDays(db: DbOrTx, window: DayWindow) {
  for (const table of dayTables)
    await db.execute(
      window
        ? sql`delete from ${sql.raw(table)} where day >= ${window.from}::date and day <= ${window.to}::date`
        : sql`delete from ${sql.raw(table)}`,
    );
}

/**
 * The charges with an event in the window: every charge has a `created` event, every sale a
 * `paid` one and every confirmed refund its own, written with the change. Events are only ever
 * appended, so their block-range index stays tight, where the charges and refunds, updated in
 * place, would scatter theirs. An hour either side covers the microseconds between an event's
 * time and the instant stored on its row; the facts then keep only rows whose own instant is in
 * the window. A full rebuild reads every row instead.
 */
const eventSlack = 60 * 60 * 1000;

function touchedBy(types: string, window: DayWindow): SQL {
  if (!window) return sql`true`;
  const start = new Date(dayStart(window.from).getTime() - eventSlack).toISOString();
  const end = new Date(nextDayStart(window.to).getTime() + eventSlack).toISOString();
  return sql`t.id in (select transaction_id from transaction_events
    where created_at >= ${start}::timestamptz and created_at < ${end}::timestamptz
      and type in (${sql.raw(types)}))`;
}

/**
 * One row per event, of one shape: a charge created, a sale paid (with its breakdown), a refund
 * confirmed, a charge reaching another status (a chargeback is both that and money back). `total`
 * is the charge's buyer total, `amount` what the event moved.
 */
function facts(window: DayWindow): SQL {
  const zeros = sql.raw(
    '0::bigint as net, 0::bigint as seller_fees, 0::bigint as instalment_fees, 0::bigint as platform_revenue, 0::bigint as acquirer_costs',
  );
  const charge = sql.raw('t.livemode, t.method, t.acquirer_id, t.seller_id, t.product_id');
  return sql`
    select ${spDay('t.created_at')} as day, ${charge}, 'created' as kind,
      'pending'::transaction_status as status, t.buyer_total as amount, t.buyer_total as total,
      ${zeros},
      (t.method = 'card' and (select count(*) from transaction_attempts a where a.transaction_id = t.id) > 1)::int as fallback
    from transactions t
    where ${touchedBy("'created'", window)} and ${within('t.created_at', window)}
    union all
    select ${spDay('t.paid_at')}, ${charge}, 'paid', 'paid', t.buyer_total, t.buyer_total,
      -- What the seller keeps once their affiliate is paid, and what the platform keeps once the
      -- seller's referrer is (docs/money.md §13).
      t.net - t.affiliate_commission, t.platform_revenue - t.instalment_fee, t.instalment_fee,
      t.platform_revenue - t.referral_share, coalesce(t.acquirer_cost, 0), 0
    from transactions t
    where ${touchedBy("'paid'", window)} and ${within('t.paid_at', window)}
    union all
    select ${spDay('r.confirmed_at')}, ${charge}, 'refund', null, r.amount, t.buyer_total, ${zeros}, 0
    from refunds r join transactions t on t.id = r.transaction_id
    where ${touchedBy("'refund', 'partial_refund', 'refunded'", window)}
      and r.status = 'confirmed' and ${within('r.confirmed_at', window)}
    union all
    select ${spDay('e.created_at')}, ${charge},
      case when e.type = 'chargeback' then 'chargeback' else 'transition' end, e.status,
      case when e.type = 'chargeback' then coalesce(e.amount, 0) else 0 end, t.buyer_total,
      ${zeros}, 0
    from transaction_events e join transactions t on t.id = e.transaction_id
    where ${within('e.created_at', window)} and e.status not in ('pending', 'paid')
      and (e.type = e.status::text or (e.type = 'abandoned' and e.status = 'canceled'))`;
}

const counted = (kind: string) => sql.raw(`count(*) filter (where kind = '${kind}')`);
const summed = (kind: string) =>
  sql.raw(`coalesce(sum(amount) filter (where kind = '${kind}'), 0)`);

/** The platform, status, seller and product grains of the window's days, in one statement. */
export async function insertEventGrains(db: DbOrTx, window: DayWindow) {
  await db.execute(sql`
    with facts as materialized (${facts(window)}),
    sales as (
      insert into analytics_sales_daily (day, livemode, method, acquirer_id, created_count,
        created_amount, paid_count, gross, net, seller_fees, instalment_fees, platform_revenue,
        acquirer_costs, refunds_count, refunds, chargebacks_count, chargebacks, card_fallbacks)
      select day, livemode, method, acquirer_id, ${counted('created')}, ${summed('created')},
        ${counted('paid')}, ${summed('paid')}, sum(net), sum(seller_fees), sum(instalment_fees),
        sum(platform_revenue), sum(acquirer_costs), ${counted('refund')}, ${summed('refund')},
        ${counted('chargeback')}, ${summed('chargeback')}, sum(fallback)
      from facts where kind <> 'transition' group by day, livemode, method, acquirer_id
    ),
    statuses as (
      insert into analytics_status_daily (day, livemode, status, count, amount)
      select day, livemode, status, count(*), sum(total)
      from facts where status is not null group by day, livemode, status
    ),
    sellers as (
      insert into analytics_seller_daily (day, livemode, seller_id, method, created_count,
        paid_count, gross, net, refunds_count, refunds, chargebacks_count, chargebacks)
      select day, livemode, seller_id, method, ${counted('created')}, ${counted('paid')},
        ${summed('paid')}, sum(net), ${counted('refund')}, ${summed('refund')},
        ${counted('chargeback')}, ${summed('chargeback')}
      from facts where kind <> 'transition' group by day, livemode, seller_id, method
      order by day
    )
    insert into analytics_product_daily (day, livemode, product_id, seller_id, created_count,
      paid_count, gross)
    select day, livemode, product_id, seller_id, ${counted('created')}, ${counted('paid')},
      ${summed('paid')}
    from facts where product_id is not null and kind in ('created', 'paid')
    group by day, livemode, product_id, seller_id
    order by day`);
}

/** Attempts at acquirers by outcome, and what payout providers charged, on the window's days. */
export async function insertAttemptsAndPayouts(db: DbOrTx, window: DayWindow) {
  await db.execute(sql`
    insert into analytics_attempts_daily (day, livemode, acquirer_id, outcome, count)
    select ${spDay('a.created_at')}, t.livemode, a.acquirer_id, a.outcome, count(*)
    from transaction_attempts a join transactions t on t.id = a.transaction_id
    where ${within('a.created_at', window)}
    group by 1, 2, 3, 4`);
  await db.execute(sql`
    insert into analytics_payouts_daily (day, count, provider_costs)
    select ${spDay('w.completed_at')}, count(*), coalesce(sum(w.provider_cost), 0)
    from withdrawals w
    where w.status = 'completed' and ${within('w.completed_at', window)}
    group by 1`);
}

const runningGrains = [
  ['analytics_seller_running', 'analytics_seller_daily', 'seller_id', 'analytics_seller_latest'],
  [
    'analytics_product_running',
    'analytics_product_daily',
    'product_id',
    'analytics_product_latest',
  ],
] as const;

/**
 * The running totals from the window's first day on, written again from the daily rows (already
 * rewritten in the same transaction): each day's totals are the latest ones before the window
 * plus every day's own change since, in day order. Only days that created or paid something get a
 * row. Nothing is written after today, so "from the first day on" is the window; a full rebuild
 * (null) sums every day from nothing.
 */
export async function rewriteRunningTotals(db: DbOrTx, window: DayWindow) {
  for (const [running, daily, id, latest] of runningGrains) {
    const key = sql.raw(id);
    const from = window ? sql`${window.from}::date` : null;
    await db.execute(
      from
        ? sql`delete from ${sql.raw(running)} where day >= ${from}`
        : sql`delete from ${sql.raw(running)}`,
    );
    const before = from
      ? sql`(select r.cum_created, r.cum_paid, r.cum_gross from ${sql.raw(running)} r
          where r.livemode = d.livemode and r.${key} = d.${key} and r.day < ${from}
          order by r.day desc limit 1)`
      : sql`(select 0 as cum_created, 0 as cum_paid, 0 as cum_gross)`;
    await db.execute(sql`
      insert into ${sql.raw(running)} (livemode, ${key}, day, cum_created, cum_paid, cum_gross)
      select d.livemode, d.${key}, d.day,
        coalesce(b.cum_created, 0) + sum(d.created) over w,
        coalesce(b.cum_paid, 0) + sum(d.paid) over w,
        coalesce(b.cum_gross, 0) + sum(d.gross) over w
      from (
        select livemode, ${key}, day, sum(created_count) as created, sum(paid_count) as paid,
          sum(gross) as gross
        from ${sql.raw(daily)}
        where ${from ? sql`day >= ${from}` : sql`true`}
        group by livemode, ${key}, day
        having sum(created_count) > 0 or sum(paid_count) > 0
      ) d
      left join lateral ${before} b on true
      window w as (partition by d.livemode, d.${key} order by d.day)`);
    await rewriteLatest(db, { running, latest, key }, from);
  }
}

/**
 * Each id's latest running row again, for the ids whose latest row the window rewrote: those with
 * a row in the window now, and those whose latest row was in it (should the window have lost all
 * of an id's days, its latest row is then an older one).
 */
async function rewriteLatest(
  db: DbOrTx,
  tables: { running: string; latest: string; key: SQL },
  from: SQL | null,
) {
  const running = sql.raw(tables.running);
  const latest = sql.raw(tables.latest);
  const { key } = tables;
  if (!from) {
    await db.execute(sql`delete from ${latest}`);
    await db.execute(sql`
      insert into ${latest} (livemode, ${key}, day, cum_created, cum_paid, cum_gross)
      select distinct on (livemode, ${key}) livemode, ${key}, day, cum_created, cum_paid, cum_gross
      from ${running} order by livemode, ${key}, day desc`);
    return;
  }
  const gone = rowsOf(
    await db.execute(
      sql`delete from ${latest} where day >= ${from} returning livemode, ${key} as id`,
    ),
  );
  await db.execute(sql`
    insert into ${latest} (livemode, ${key}, day, cum_created, cum_paid, cum_gross)
    select r.livemode, r.${key}, r.day, r.cum_created, r.cum_paid, r.cum_gross
    from (
      select distinct livemode, ${key} as id from ${running} where day >= ${from}
      union
      select * from unnest(
        ${sql.param(gone.map((row) => Boolean(row.livemode)))}::boolean[],
        ${sql.param(gone.map((row) => String(row.id)))}::uuid[]
      )
    ) changed
    cross join lateral (
      select * from ${running} r
      where r.livemode = changed.livemode and r.${key} = changed.id
      order by r.day desc limit 1
    ) r
    on conflict (livemode, ${key}) do update set day = excluded.day,
      cum_created = excluded.cum_created, cum_paid = excluded.cum_paid,
      cum_gross = excluded.cum_gross`);
}
