import type { HeldBalances } from '@repasse/core/contract/analytics';
import { centsFromSql } from '@repasse/core/money/limits';
import {
  isFinal,
  type WithdrawalStatus,
  withdrawalStatuses,
} from '@repasse/core/states/withdrawal';
import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { bucketSql } from './figures.ts';
import { addDays } from './period.ts';

export const heldKinds = ['pending', 'reserve', 'available', 'withdrawing', 'anticipated'] as const;
export type HeldKind = (typeof heldKinds)[number];

export const zeroHeld = (): HeldBalances => ({
  pending: 0,
  reserve: 0,
  available: 0,
  withdrawing: 0,
  anticipated: 0,
});

const isHeldKind = (kind: string): kind is HeldKind =>
  (heldKinds as readonly string[]).includes(kind);

/**
 * What sellers hold right now: the running balances of their accounts with their credit slots
 * (kept with every posting, and proven equal to their entries by ledger:check), and the
 * anticipated funds whose original release date is still ahead. Recovery money is not sales
 * money, so it is left out.
 */
export async function heldNow(db: DbOrTx, now: Date): Promise<HeldBalances> {
  const rows = rowsOf<{ kind: string; amount: string }>(
    await db.execute(sql`
      select kind, sum(amount)::text as amount from (
        select a.kind, a.balance as amount from ledger_accounts a
        where a.owner_type = 'seller'
          and a.kind in ('pending', 'reserve', 'available', 'withdrawing')
        union all
        select a.kind, slots.amount from ledger_credit_slots slots
        join ledger_accounts a on a.id = slots.account_id
        where a.owner_type = 'seller'
          and a.kind in ('pending', 'reserve', 'available', 'withdrawing')
      ) as held
      group by kind
      union all
      select 'anticipated', coalesce(sum(amount), 0)::text from ledger_releases
      where anticipated_at is not null and release_at > ${now.toISOString()}::timestamptz
        and anticipated_at <= ${now.toISOString()}::timestamptz`),
  );
  const held = zeroHeld();
  for (const row of rows) if (isHeldKind(row.kind)) held[row.kind] = centsFromSql(row.amount);
  return held;
}

/**
 * The rollup summed in groups: `bucket` null for every day through `through` (the balance at its
 * end), else the change within each bucket (its first day) up to `last`. Reads at most the
 * rollup's few rows a day.
 */
export async function rolledChanges(
  db: DbOrTx,
  through: string,
  last: string,
  granularity: 'day' | 'month',
): Promise<{ bucket: string | null; kind: HeldKind; change: number }[]> {
  const rows = rowsOf<{ bucket: string | null; kind: string; change: string }>(
    await db.execute(sql`
      select case when day <= ${through}::date then null else ${bucketSql(granularity)} end as bucket,
        kind, sum(change)::text as change
      from ledger_daily
      where day <= ${last}::date
      group by 1, 2`),
  );
  // `recovery` is rolled up too, and left out here.
  return rows.flatMap((row) =>
    isHeldKind(row.kind)
      ? [{ bucket: row.bucket, kind: row.kind, change: centsFromSql(row.change) }]
      : [],
  );
}

/** How far ahead the release projection looks, in São Paulo days from today. */
export const releaseHorizonDays = 90;

/**
 * Pending and reserve funds that become available on each of `days` São Paulo days from `today`,
 * days with none left out, from the balance job's snapshot `ledger_releases_ahead` (at most two
 * rows a day, so about a minute behind the ledger). Days of a snapshot taken before today (the job
 * has not run since midnight) are due already, and count for today, when the release job moves
 * them.
 */
export async function releasesAhead(db: DbOrTx, today: string, days: number) {
  const rows = rowsOf<{ day: string; pending: string; reserve: string }>(
    await db.execute(sql`
      select greatest(day, ${today}::date)::text as day,
        coalesce(sum(amount) filter (where bucket = 'pending'), 0)::text as pending,
        coalesce(sum(amount) filter (where bucket = 'reserve'), 0)::text as reserve
      from ledger_releases_ahead
      where day < ${addDays(today, days)}::date
      group by 1
      order by 1`),
  );
  return rows.map((row) => ({
    date: row.day,
    pending: centsFromSql(row.pending),
    reserve: centsFromSql(row.reserve),
  }));
}

/** The statuses a withdrawal can still leave: its amount is still in withdrawing. */
export const waitingStatuses = withdrawalStatuses.filter((status) => !isFinal(status));

/** Withdrawals not finished, by status (every such status, zeros included), through withdrawals_status_idx. */
export async function waitingWithdrawals(db: DbOrTx) {
  const rows = rowsOf<{ status: WithdrawalStatus; count: number; amount: string }>(
    await db.execute(sql`
      select status, count(*)::int as count, sum(amount)::text as amount from withdrawals
      where status in (${sql.join(
        waitingStatuses.map((status) => sql`${status}::withdrawal_status`),
        sql`, `,
      )})
      group by status`),
  );
  return waitingStatuses.map((status) => {
    const row = rows.find((candidate) => candidate.status === status);
    return { status, count: row?.count ?? 0, amount: centsFromSql(row?.amount) };
  });
}
