import { saoPauloDay } from '@repasse/core/calendar/business-days';
import { sql } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import { serializeOn } from '../../db/locks.ts';
import { rowsOf } from '../../db/rows.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { dayStart, nextDayStart } from '../ledger/statement.ts';
import { releaseHorizonDays } from './balance-queries.ts';
import { addDays } from './period.ts';

/*
 * `ledger_daily` holds, per São Paulo day, the net change of every seller account kind over all
 * sellers, and of `anticipated` (card funds anticipated and not yet at their original release
 * date: + on the day of the anticipation, − on the release date). A balance at the end of day D
 * is the sum of the changes through D (docs/analytics.md, Balances). Each run also replaces
 * `ledger_releases_ahead`, the releases of the next days.
 */

const lockKey = 'analytics:ledger_daily';

/**
 * The changes of the days from `from` (inclusive; null = since the first entry) through `to`.
 * Entries are found by date through their BRIN index; anticipated rows through their partial
 * index on release_at, which also bounds the anticipations (an anticipation precedes its release).
 */
async function writeDays(tx: DbOrTx, from: string | null, to: string) {
  const start = from === null ? null : dayStart(from).toISOString();
  const end = nextDayStart(to).toISOString();
  const after = (column: ReturnType<typeof sql>) =>
    start === null ? sql`true` : sql`${column} >= ${start}::timestamptz`;
  await tx.execute(sql`
    insert into ledger_daily (day, kind, change)
    select day, kind, sum(amount) from (
      select (e.created_at at time zone 'America/Sao_Paulo')::date as day, a.kind, e.amount
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.owner_type = 'seller' and ${after(sql`e.created_at`)}
        and e.created_at < ${end}::timestamptz
      union all
      select (r.anticipated_at at time zone 'America/Sao_Paulo')::date, 'anticipated', r.amount
      from ledger_releases r
      where r.anticipated_at is not null and ${after(sql`r.release_at`)}
        and ${after(sql`r.anticipated_at`)} and r.anticipated_at < ${end}::timestamptz
      union all
      select (r.release_at at time zone 'America/Sao_Paulo')::date, 'anticipated', -r.amount
      from ledger_releases r
      where r.anticipated_at is not null and ${after(sql`r.release_at`)}
        and r.release_at < ${end}::timestamptz
    ) changes
    group by day, kind
    having sum(amount) <> 0`);
}

/**
 * Replaces the snapshot of the releases ahead (`ledger_releases_ahead`): what becomes available
 * from pending and from reserve on each of the horizon's São Paulo days from `today`, so the
 * endpoint reads at most two rows a day instead of every waiting release row. Not released and not
 * cancelled is the predicate of the partial index ledger_releases_due_idx, read one day's range at
 * a time (no sort of the rows, however many): anticipated rows are released already, and held rows
 * (a sale in protest) wait for the protest and are left out. Rows already due that the release job
 * has not moved yet count for today, when they will move.
 */
async function writeReleasesAhead(tx: DbOrTx, today: string) {
  const start = dayStart(today).toISOString();
  await tx.execute(sql`delete from ledger_releases_ahead`);
  await tx.execute(sql`
    insert into ledger_releases_ahead (day, bucket, amount)
    select ${today}::date + d.i, s.bucket, s.amount
    from (
      select i,
        case when i = 0 then '-infinity'::timestamptz
          else ${start}::timestamptz + make_interval(hours => 24 * i) end as lo,
        ${start}::timestamptz + make_interval(hours => 24 * (i + 1)) as hi
      from generate_series(0, ${releaseHorizonDays - 1}::int) as i
    ) d
    cross join lateral (
      select bucket, sum(amount) as amount
      from ledger_releases
      where released_at is null and cancelled_at is null and held_at is null
        and release_at >= d.lo and release_at < d.hi
      group by bucket
    ) s`);
}

async function setWatermark(tx: DbOrTx, completeThrough: string, now: Date) {
  await tx.execute(sql`
    insert into ledger_daily_watermark (id, complete_through, refreshed_at)
    values (1, ${completeThrough}, ${now.toISOString()}::timestamptz)
    on conflict (id) do update
      set complete_through = excluded.complete_through, refreshed_at = excluded.refreshed_at`);
}

/**
 * Recomputes the whole rollup from the ledger, through today: for seeds and tests that write
 * history in the past, and for the first run of the job.
 */
export async function rebuildBalanceRollups(db: Db, clock: Clock = systemClock): Promise<void> {
  await db.transaction(async (tx) => {
    await serializeOn(tx, lockKey);
    await rebuildIn(tx, clock.now());
  });
}

async function rebuildIn(tx: DbOrTx, now: Date) {
  const today = saoPauloDay(now);
  await tx.execute(sql`delete from ledger_daily`);
  await writeDays(tx, null, today);
  await writeReleasesAhead(tx, today);
  await setWatermark(tx, addDays(today, -1), now);
}

/**
 * The job: recomputes the days that can still change — every day after the watermark, and always
 * yesterday and today (entries are dated when posted, so a posting that began before midnight may
 * commit after it) — then marks yesterday complete. Days missed while no worker ran are after the
 * watermark, so they are recomputed too. Safe in two workers at once: they take turns.
 */
export async function refreshBalanceRollups(db: Db, clock: Clock): Promise<{ from: string }> {
  return db.transaction(async (tx) => {
    await serializeOn(tx, lockKey);
    const now = clock.now();
    const today = saoPauloDay(now);
    const yesterday = addDays(today, -1);
    const [mark] = rowsOf<{ complete_through: string }>(
      await tx.execute(sql`select complete_through::text from ledger_daily_watermark where id = 1`),
    );
    if (!mark) {
      await rebuildIn(tx, now);
      return { from: 'start' };
    }
    const next = addDays(mark.complete_through, 1);
    const from = next < yesterday ? next : yesterday;
    await tx.execute(sql`delete from ledger_daily where day >= ${from}::date`);
    await writeDays(tx, from, today);
    await writeReleasesAhead(tx, today);
    await setWatermark(tx, yesterday, now);
    return { from };
  });
}
