import { and, asc, eq, isNull, lte, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { ledgerReleases } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AccountRef, accountCode, ensureAccounts, lockAccounts, seller } from './accounts.ts';
import { post } from './post.ts';

/** Releases per database transaction: a few statements each, whatever the batch's size. */
const batchSize = 2_000;

type Release = typeof ledgerReleases.$inferSelect;

/**
 * Moves every pending and reserve amount whose date has come to available. Safe to run twice or in
 * two processes at once: due rows are claimed with SKIP LOCKED, and each release posts under its own
 * reference, so it can only ever post once.
 */
export async function releaseDueFunds(db: Db, clock: Clock): Promise<number> {
  let released = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const now = clock.now();
      const due = await tx
        .select()
        .from(ledgerReleases)
        .where(
          and(
            isNull(ledgerReleases.releasedAt),
            isNull(ledgerReleases.cancelledAt),
            isNull(ledgerReleases.heldAt),
            lte(ledgerReleases.releaseAt, now),
          ),
        )
        .orderBy(asc(ledgerReleases.releaseAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      if (due.length) await releaseBatch(tx, clock, now, due);
      return due.length;
    });
    released += count;
    if (count < batchSize) return released;
  }
}

const sourceOf = (release: Release): AccountRef =>
  seller(release.sellerId, release.bucket === 'reserve' ? 'reserve' : 'pending');

/**
 * Posts a batch of releases as one ledger transaction each (`release:<id>`), set-based: the
 * accounts are created and locked in id order as `post` does, then the transactions, their
 * entries, the balances and the released marks are written in one statement. A batch that would
 * take an account below zero is posted one by one instead, so `post` refuses it as it always did.
 */
async function releaseBatch(tx: Tx, clock: Clock, now: Date, due: Release[]) {
  const refs = due.flatMap((release) => [sourceOf(release), seller(release.sellerId, 'available')]);
  const ids = await ensureAccounts(tx, refs);
  const idOf = (ref: AccountRef) => ids.get(accountCode(ref)) as string;
  const balances = await lockAccounts(tx, [...new Set(ids.values())]);
  const taken = new Map<string, number>();
  for (const release of due) {
    const from = idOf(sourceOf(release));
    taken.set(from, (taken.get(from) ?? 0) + release.amount);
  }
  const short = [...taken].some(([id, amount]) => (balances.get(id) ?? 0) - amount < 0);
  if (short) return releaseOneByOne(tx, clock, now, due);

  const column = <T>(pick: (release: Release) => T) => sql.param(due.map(pick));
  await tx.execute(sql`
    with input as (
      select * from unnest(
        ${column((r) => r.id)}::uuid[],
        ${column((r) => r.sellerId)}::uuid[],
        ${column((r) => idOf(sourceOf(r)))}::uuid[],
        ${column((r) => idOf(seller(r.sellerId, 'available')))}::uuid[],
        ${column((r) => r.amount)}::bigint[],
        ${column((r) => (r.bucket === 'reserve' ? 'reserve_release' : 'release'))}::text[],
        ${column((r) => JSON.stringify({ saleId: r.saleReference, releaseAt: r.releaseAt.toISOString() }))}::jsonb[]
      ) as i(release_id, seller_id, from_account, to_account, amount, type, metadata)
    ), created as (
      insert into ledger_transactions (reference, type, seller_id, metadata, created_at)
      select 'release:' || release_id, type, seller_id, metadata, ${now.toISOString()}::timestamptz
      from input
      on conflict (reference) do nothing
      returning id, reference
    ), moved as (
      select created.id as transaction_id, input.from_account, input.to_account, input.amount
      from created join input on created.reference = 'release:' || input.release_id
      where input.amount <> 0
    ), entries as (
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select transaction_id, from_account, -amount, ${now.toISOString()}::timestamptz from moved
      union all
      select transaction_id, to_account, amount, ${now.toISOString()}::timestamptz from moved
    ), balances as (
      update ledger_accounts set balance = ledger_accounts.balance + change.delta
      from (
        select account, sum(delta) as delta from (
          select from_account as account, -amount as delta from moved
          union all
          select to_account, amount from moved
        ) as movement group by account
      ) as change
      where ledger_accounts.id = change.account
    )
    update ledger_releases set released_at = ${now.toISOString()}::timestamptz
    where id in (select release_id from input)`);
}

async function releaseOneByOne(tx: Tx, clock: Clock, now: Date, due: Release[]) {
  for (const release of due) {
    const bucket = release.bucket === 'reserve' ? 'reserve' : 'pending';
    await post(tx, clock, {
      reference: `release:${release.id}`,
      type: bucket === 'reserve' ? 'reserve_release' : 'release',
      sellerId: release.sellerId,
      metadata: { saleId: release.saleReference, releaseAt: release.releaseAt.toISOString() },
      movements: [
        {
          from: seller(release.sellerId, bucket),
          to: seller(release.sellerId, 'available'),
          amount: release.amount,
        },
      ],
    });
    await tx
      .update(ledgerReleases)
      .set({ releasedAt: now })
      .where(eq(ledgerReleases.id, release.id));
  }
}
