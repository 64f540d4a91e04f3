import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import { type AccountRef, accountCode, ensureAccounts, lockAccounts, seller } from './accounts.ts';

/**
 * Release rows per database transaction. A batch costs a few round trips and one ledger posting
 * per seller and bucket in it, whatever its size; its rows are marked in one statement before any
 * account is locked, so the sellers' accounts stay locked only while the postings are written.
 */
const batchSize = 10_000;

/** The release job's posting for one seller's bucket in one batch (docs/money.md §6). */
type Posting = {
  transactionId: string;
  sellerId: string;
  bucket: 'pending' | 'reserve';
  amount: number;
  releases: number;
  firstReleaseAt: Date;
  lastReleaseAt: Date;
};

/**
 * Moves every pending and reserve amount whose date has come to available (docs/money.md §6).
 * Safe to run twice or in two processes at once: a batch claims its due rows with
 * FOR UPDATE SKIP LOCKED and marks them released, linked to their posting, in the same database
 * transaction that writes the posting; a row marked released never changes again (a trigger
 * refuses it), so no row can be released twice.
 */
export async function releaseDueFunds(db: Db, clock: Clock): Promise<number> {
  let released = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const now = clock.now();
      const { claimed, postings } = await claimDue(tx, now);
      if (postings.length) await postReleases(tx, now, postings);
      return claimed;
    });
    released += count;
    if (count < batchSize) return released;
  }
}

/**
 * Claims up to a batch of due rows and marks them released, each linked to the posting of its
 * seller and bucket (a new transaction id per posting), in one statement: answers how many were
 * claimed and the postings to write, with the sum of their rows. Rows locked by another
 * transaction (a refund shrinking them, another release job) are skipped, and a row whose release
 * another job committed meanwhile no longer matches once locked.
 */
async function claimDue(tx: Tx, now: Date): Promise<{ claimed: number; postings: Posting[] }> {
  const at = now.toISOString();
  const rows = rowsOf<{
    claimed: number;
    transaction_id: string | null;
    seller_id: string;
    bucket: string;
    amount: string;
    releases: number;
    first_release_at: string | Date;
    last_release_at: string | Date;
  }>(
    await tx.execute(sql`
      with due as (
        select id, seller_id, bucket from ledger_releases
        where released_at is null and cancelled_at is null and held_at is null
          and release_at <= ${at}::timestamptz
        order by release_at
        limit ${batchSize}
        for update skip locked
      ), postings as (
        select seller_id, bucket, gen_random_uuid() as transaction_id
        from due group by seller_id, bucket
      ), marked as (
        update ledger_releases set released_at = ${at}::timestamptz,
          release_transaction_id = postings.transaction_id
        from due join postings on postings.seller_id = due.seller_id and postings.bucket = due.bucket
        where ledger_releases.id = due.id and ledger_releases.released_at is null
        returning postings.transaction_id, ledger_releases.seller_id, ledger_releases.bucket,
          ledger_releases.amount, ledger_releases.release_at
      )
      select claimed.n as claimed, posting.*
      from (select count(*)::int as n from due) as claimed
      left join (
        select transaction_id, seller_id, bucket, sum(amount)::text as amount,
          count(*)::int as releases, min(release_at) as first_release_at,
          max(release_at) as last_release_at
        from marked group by transaction_id, seller_id, bucket
      ) as posting on true`),
  );
  const claimed = Number(rows[0]?.claimed ?? 0);
  const postings: Posting[] = rows
    .filter((row) => row.transaction_id !== null)
    .map((row) => ({
      transactionId: row.transaction_id as string,
      sellerId: row.seller_id,
      bucket: row.bucket === 'reserve' ? 'reserve' : 'pending',
      amount: exactCents(row.amount),
      releases: row.releases,
      firstReleaseAt: new Date(row.first_release_at),
      lastReleaseAt: new Date(row.last_release_at),
    }));
  // Every row claimed under the lock is still unreleased: anything else is a bug, never a race.
  const marked = postings.reduce((sum, posting) => sum + posting.releases, 0);
  if (marked !== claimed)
    throw new Error(`release batch claimed ${claimed} rows, marked ${marked}`);
  return { claimed, postings };
}

/** A posting's sum: exact, or the batch fails (the amount limits keep it far below 2^53). */
function exactCents(sum: string): number {
  const amount = Number(sum);
  if (!Number.isSafeInteger(amount)) throw new Error(`release posting of ${sum} centavos`);
  return amount;
}

const sourceOf = (posting: Posting): AccountRef => seller(posting.sellerId, posting.bucket);

/**
 * Writes a batch's postings, each from the seller's pending or reserve to available for the sum
 * of its rows (`release-batch:<batch>:<seller>:<bucket>`), as `post` would: the accounts are created
 * and locked in id order before anything is inserted, then the transactions, their entries and
 * the balances are written in one statement.
 */
async function postReleases(tx: Tx, now: Date, postings: Posting[]) {
  const refs = postings.flatMap((posting) => [
    sourceOf(posting),
    seller(posting.sellerId, 'available'),
  ]);
  const ids = await ensureAccounts(tx, refs);
  const idOf = (ref: AccountRef) => ids.get(accountCode(ref)) as string;
  const balances = await lockAccounts(tx, [...new Set(ids.values())]);
  // Pending and reserve hold at least what their open release rows add up to, so only a row
  // written by hand (or a bug) gets here. The ledger refuses to take a seller account below zero
  // (docs/money.md §11): the batch is rolled back with the refusal `post` answers, and no row of it
  // is released.
  const short = postings.find((p) => (balances.get(idOf(sourceOf(p))) ?? 0) < p.amount);
  if (short) throw new AppError('ledger.insufficient_funds');

  const batchId = randomUUID();
  const at = now.toISOString();
  const column = <T>(pick: (posting: Posting) => T) => sql.param(postings.map(pick));
  await tx.execute(sql`
    with input as (
      select * from unnest(
        ${column((p) => p.transactionId)}::uuid[],
        ${column((p) => `release-batch:${batchId}:${p.sellerId}:${p.bucket}`)}::text[],
        ${column((p) => (p.bucket === 'reserve' ? 'reserve_release' : 'release'))}::text[],
        ${column((p) => p.sellerId)}::uuid[],
        ${column((p) => idOf(sourceOf(p)))}::uuid[],
        ${column((p) => idOf(seller(p.sellerId, 'available')))}::uuid[],
        ${column((p) => p.amount)}::bigint[],
        ${column((p) =>
          JSON.stringify({
            batchId,
            releases: p.releases,
            firstReleaseAt: p.firstReleaseAt.toISOString(),
            lastReleaseAt: p.lastReleaseAt.toISOString(),
          }),
        )}::jsonb[]
      ) as i(transaction_id, reference, type, seller_id, from_account, to_account, amount, metadata)
    ), created as (
      insert into ledger_transactions (id, reference, type, seller_id, metadata, created_at)
      select transaction_id, reference, type, seller_id, metadata, ${at}::timestamptz from input
    ), entries as (
      insert into ledger_entries (transaction_id, seller_id, account_id, amount, created_at)
      select transaction_id, seller_id, from_account, -amount, ${at}::timestamptz from input
      union all
      select transaction_id, seller_id, to_account, amount, ${at}::timestamptz from input
    )
    update ledger_accounts set balance = ledger_accounts.balance + change.delta
    from (
      select account, sum(delta) as delta from (
        select from_account as account, -amount as delta from input
        union all
        select to_account, amount from input
      ) as movement group by account
    ) as change
    where ledger_accounts.id = change.account`);
}
