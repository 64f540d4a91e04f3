import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { balanceOf } from './accounts.ts';

/** Child table, its parent and the key to it: the child's `seller_id` is its parent's. */
const childrenOfSellerRows = [
  ['ledger_entries', 'ledger_transactions', 'transaction_id'],
  ['transaction_events', 'transactions', 'transaction_id'],
  ['transaction_attempts', 'transactions', 'transaction_id'],
  ['acquirer_discrepancies', 'transactions', 'transaction_id'],
  ['withdrawal_events', 'withdrawals', 'withdrawal_id'],
  ['award_claim_events', 'award_claims', 'claim_id'],
  ['affiliate_terms', 'products', 'product_id'],
  ['affiliate_clicks', 'affiliations', 'affiliation_id'],
  ['affiliate_buyers', 'affiliate_clicks', 'click_id'],
] as const;

/**
 * Recomputes the ledger from its entries: everything sums to zero, every transaction balances,
 * every maintained balance equals the sum of its account's entries, and every release posting
 * matches the release rows it moved; and every seller-owned row carries its parent's seller.
 * Returns the problems found.
 */
export async function checkLedger(db: DbOrTx): Promise<string[]> {
  const problems: string[] = [];
  const [total] = rowsOf(
    await db.execute(sql`select coalesce(sum(amount), 0)::text as total from ledger_entries`),
  );
  if (String(total?.total) !== '0')
    problems.push(`the sum of all entries is ${total?.total}, not 0`);

  const unbalanced = rowsOf(
    await db.execute(sql`
      select t.reference, sum(e.amount)::text as total
      from ledger_transactions t join ledger_entries e on e.transaction_id = t.id
      group by t.id, t.reference having sum(e.amount) <> 0 limit 20`),
  );
  for (const row of unbalanced) problems.push(`transaction ${row.reference} sums to ${row.total}`);

  const drifted = rowsOf(
    await db.execute(sql`
      with kept as (
        select a.id, a.code, ${balanceOf(sql`a`, { anySeller: true })} as balance
        from ledger_accounts a where a.balance is not null
      )
      select kept.code, kept.balance::text as balance, coalesce(sum(e.amount), 0)::text as computed
      from kept left join ledger_entries e on e.account_id = kept.id
      group by kept.id, kept.code, kept.balance
      having kept.balance <> coalesce(sum(e.amount), 0) limit 20`),
  );
  for (const row of drifted)
    problems.push(`account ${row.code} says ${row.balance} but its entries sum to ${row.computed}`);

  // A credit slot belongs to its account's seller (the column a shard by seller would use).
  const strays = rowsOf<{ code: string }>(
    await db.execute(sql`
      select distinct a.code from ledger_credit_slots s join ledger_accounts a on a.id = s.account_id
      where s.seller_id is distinct from a.seller_id limit 20`),
  );
  for (const row of strays)
    problems.push(`account ${row.code} has a credit slot of another seller`);

  // A row hanging off a seller's posting, charge, withdrawal, claim or product carries that
  // seller, the column a shard by seller places it by (docs/scaling.md): one on another seller's
  // shard would be lost to the queries that look for it there.
  const astray = rowsOf<{ child: string; count: string }>(
    await db.execute(sql`
      ${sql.join(
        childrenOfSellerRows.map(
          ([child, parent, key]) => sql`
            select ${child}::text as child, count(*)::text as count
            from ${sql.identifier(child)} c join ${sql.identifier(parent)} p on p.id = c.${sql.identifier(key)}
            where c.seller_id is distinct from p.seller_id`,
        ),
        sql` union all `,
      )}`),
  );
  for (const row of astray)
    if (row.count !== '0') problems.push(`${row.count} ${row.child} rows carry another seller`);

  // Each release posting moves out of pending or reserve exactly what the rows pointing at it
  // held (docs/money.md §6): a link to nothing, a posting without rows and a wrong sum all show.
  const releases = rowsOf<{ reference: string; linked: string | null; moved: string | null }>(
    await db.execute(sql`
      with linked as (
        select release_transaction_id as id, sum(amount) as total from ledger_releases
        where release_transaction_id is not null group by release_transaction_id
      ), moved as (
        select e.transaction_id as id, -sum(e.amount) as total
        from ledger_entries e join ledger_transactions t on t.id = e.transaction_id
        where t.type in ('release', 'reserve_release') and e.amount < 0
        group by e.transaction_id
      )
      select coalesce(t.reference, linked.id::text) as reference, linked.total::text as linked,
        moved.total::text as moved
      from linked full join moved on moved.id = linked.id
      left join ledger_transactions t on t.id = coalesce(linked.id, moved.id)
      where linked.total is distinct from moved.total limit 20`),
  );
  for (const row of releases)
    problems.push(
      `release posting ${row.reference} moved ${row.moved ?? 'nothing'} for release rows of ${row.linked ?? 'nothing'}`,
    );
  const unposted = rowsOf<{ id: string }>(
    await db.execute(sql`
      select id from ledger_releases
      where released_at is not null and anticipated_at is null and release_transaction_id is null
      limit 20`),
  );
  for (const row of unposted) problems.push(`release row ${row.id} is released without a posting`);
  return problems;
}
