import { sql } from 'drizzle-orm';
import type { Tx } from '../client.ts';
import { rowsOf } from '../rows.ts';

/*
 * Loading millions of rows the way PostgreSQL's manual advises ("Populating a Database"): the
 * foreign keys and secondary indexes of the tables filled are dropped for the load and made again
 * after it from their own catalogued definitions, in the same transaction. Checking a foreign key
 * once for the whole table is one join; checking it per row, one query per row (measured: 40 s
 * for 390,000 ledger entries with them, 6.5 s without). The ledger's deferred balance trigger is
 * off for the load too: `assertBalanced` proves the same thing for every staged transaction before
 * the commit. Every table touched stays locked until the commit, so the app must not be running.
 */

export const filledTables = [
  'transactions',
  'transaction_attempts',
  'transaction_events',
  'refunds',
  'ledger_transactions',
  'ledger_entries',
  'ledger_releases',
  'withdrawals',
  'withdrawal_events',
];

type Definition = { name: string; table: string; definition: string };

export async function withBulkLoad<T>(tx: Tx, work: () => Promise<T>): Promise<T> {
  const tables = sql.param(filledTables);
  const foreignKeys = rowsOf<Definition>(
    await tx.execute(sql`
      select c.conname as name, t.relname as "table", pg_get_constraintdef(c.oid) as definition
      from pg_constraint c join pg_class t on t.oid = c.conrelid
      join pg_namespace n on n.oid = t.relnamespace
      where c.contype = 'f' and n.nspname = current_schema() and t.relname = any(${tables}::text[])`),
  );
  // Indexes that back no constraint (primary keys and unique constraints stay).
  const indexes = rowsOf<Definition>(
    await tx.execute(sql`
      select i.relname as name, t.relname as "table", pg_get_indexdef(x.indexrelid) as definition
      from pg_index x join pg_class i on i.oid = x.indexrelid join pg_class t on t.oid = x.indrelid
      join pg_namespace n on n.oid = t.relnamespace
      where n.nspname = current_schema() and t.relname = any(${tables}::text[])
        and not exists (select 1 from pg_constraint c where c.conindid = x.indexrelid)`),
  );
  for (const fk of foreignKeys)
    await tx.execute(
      sql`alter table ${sql.identifier(fk.table)} drop constraint ${sql.identifier(fk.name)}`,
    );
  for (const index of indexes) await tx.execute(sql`drop index ${sql.identifier(index.name)}`);
  await tx.execute(sql`alter table ledger_entries disable trigger ledger_entries_balanced`);
  const result = await work();
  await tx.execute(sql`alter table ledger_entries enable trigger ledger_entries_balanced`);
  for (const index of indexes) await tx.execute(sql.raw(index.definition));
  for (const fk of foreignKeys)
    await tx.execute(
      sql`alter table ${sql.identifier(fk.table)} add constraint ${sql.identifier(fk.name)} ${sql.raw(fk.definition)}`,
    );
  return result;
}

/** What the disabled trigger checks at commit (migration 0003), for every staged posting. */
export async function assertBalanced(tx: Tx) {
  const [row] = rowsOf<{ unbalanced: number; empty: number }>(
    await tx.execute(sql`
      select
        (select count(*) from (select transaction_id from volume_lentry
          group by transaction_id having sum(amount) <> 0) u)::int as unbalanced,
        (select count(*) from volume_ltx t
          where not exists (select 1 from volume_lentry e where e.transaction_id = t.id))::int
          as empty`),
  );
  if (row?.unbalanced || row?.empty)
    throw new Error(
      `the staged ledger does not balance: ${row.unbalanced} transactions sum to non-zero, ${row.empty} have no entries`,
    );
}
