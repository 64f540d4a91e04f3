import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/**
 * Recomputes the ledger from its entries: everything sums to zero, every transaction balances,
 * and every maintained balance equals the sum of its account's entries. Returns the problems found.
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
      select a.code, a.balance::text as balance, coalesce(sum(e.amount), 0)::text as computed
      from ledger_accounts a left join ledger_entries e on e.account_id = a.id
      where a.balance is not null
      group by a.id, a.code, a.balance having a.balance <> coalesce(sum(e.amount), 0) limit 20`),
  );
  for (const row of drifted)
    problems.push(`account ${row.code} says ${row.balance} but its entries sum to ${row.computed}`);
  return problems;
}
