import type { SellerAccountKind } from '@repasse/core/contract/ledger';
import { centsFromSql } from '@repasse/core/money/limits';
import { inArray, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ledgerAccounts } from '../../db/schema.ts';

/** Where money can sit. Seller accounts are guarded balances; the rest are derived. */
export type AccountRef =
  | { owner: 'seller'; sellerId: string; kind: SellerAccountKind }
  | { owner: 'platform'; kind: 'revenue' | 'costs' }
  | { owner: 'acquirer'; acquirer: string; kind: 'receivable' }
  | { owner: 'provider'; provider: string; kind: 'payable' }
  | { owner: 'external'; kind: 'buyers' | 'payouts' };

export const seller = (sellerId: string, kind: SellerAccountKind): AccountRef => ({
  owner: 'seller',
  sellerId,
  kind,
});
export const platform = (kind: 'revenue' | 'costs'): AccountRef => ({ owner: 'platform', kind });
export const acquirerReceivable = (acquirer: string): AccountRef => ({
  owner: 'acquirer',
  acquirer,
  kind: 'receivable',
});
export const providerPayable = (provider: string): AccountRef => ({
  owner: 'provider',
  provider,
  kind: 'payable',
});

export function accountCode(ref: AccountRef): string {
  switch (ref.owner) {
    case 'seller':
      return `seller:${ref.sellerId}:${ref.kind}`;
    case 'platform':
      return `platform:${ref.kind}`;
    case 'acquirer':
      return `acquirer:${ref.acquirer}:${ref.kind}`;
    case 'provider':
      return `provider:${ref.provider}:${ref.kind}`;
    case 'external':
      return `external:${ref.kind}`;
  }
}

export const isGuarded = (ref: AccountRef) => ref.owner === 'seller';

function ownerId(ref: AccountRef): string | null {
  if (ref.owner === 'seller') return ref.sellerId;
  if (ref.owner === 'acquirer') return ref.acquirer;
  if (ref.owner === 'provider') return ref.provider;
  return null;
}

/**
 * Creates missing accounts (never locking existing ones) and returns code -> id, in one round trip:
 * the select of a statement does not see what the statement inserts, so both halves are united.
 */
export async function ensureAccounts(db: DbOrTx, refs: AccountRef[]): Promise<Map<string, string>> {
  const unique = new Map(refs.map((ref) => [accountCode(ref), ref]));
  const codes = [...unique.keys()];
  const rows = [...unique.entries()].map(
    ([code, ref]) =>
      sql`(${code}, ${ref.owner}, ${ownerId(ref)}, ${ref.kind}, ${ref.owner === 'seller' ? ref.sellerId : null}::uuid, ${isGuarded(ref) ? 0 : null}::bigint)`,
  );
  const found = rowsOf<{ id: string; code: string }>(
    await db.execute(sql`
      with inserted as (
        insert into ledger_accounts (code, owner_type, owner_id, kind, seller_id, balance)
        values ${sql.join(rows, sql`, `)}
        on conflict (code) do nothing
        returning id, code
      )
      select id, code from inserted
      union all
      select id, code from ledger_accounts where code in (${sql.join(
        codes.map((code) => sql`${code}`),
        sql`, `,
      )})`),
  );
  const ids = new Map(found.map((row) => [row.code, row.id]));
  if (ids.size === unique.size) return ids;
  // Another transaction created one meanwhile: its row is visible to a new statement.
  const again = await db
    .select({ id: ledgerAccounts.id, code: ledgerAccounts.code })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.code, codes));
  return new Map(again.map((row) => [row.code, row.id]));
}

/** Locks guarded accounts in one fixed order (by id), so two movements can never deadlock. */
export async function lockAccounts(db: DbOrTx, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: ledgerAccounts.id,
      balance: sql<string>`${balanceOf(sql`${ledgerAccounts}`)}::text`,
    })
    .from(ledgerAccounts)
    .where(inArray(ledgerAccounts.id, ids))
    .orderBy(ledgerAccounts.id)
    // As an UPDATE locks: sales writing entries for these accounts (a foreign key check takes a
    // key-share lock on the account) do not wait for the batch that holds them.
    .for('no key update');
  return new Map(rows.map((row) => [row.id, centsFromSql(row.balance)]));
}

/**
 * Rows per guarded account that credits are spread over: with twenty sales of one seller at once,
 * two meet on a slot about once in sixteen, where they all met on the account's row before.
 */
export const creditSlots = 16;

/**
 * A guarded account's balance in SQL, for the row `account` of ledger_accounts: its own running
 * balance (debits, and what the release job moves) plus its credit slots, read by the account's
 * seller as well (only seller accounts have slots). `anySeller` counts a slot whatever its seller:
 * ledger:check reports a slot of another seller as such, not as drift besides.
 */
export function balanceOf(account: SQL, { anySeller = false } = {}): SQL {
  const ofSeller = anySeller ? sql`` : sql` and slots.seller_id = ${account}.seller_id`;
  return sql`(${account}.balance + coalesce((
    select sum(slots.amount) from ledger_credit_slots slots
    where slots.account_id = ${account}.id${ofSeller}
  ), 0))`;
}
