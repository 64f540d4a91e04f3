import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ledgerTransactions } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type AccountRef,
  accountCode,
  ensureAccounts,
  isGuarded,
  lockAccounts,
} from './accounts.ts';

export type Movement = { from: AccountRef; to: AccountRef; amount: number };

export type PostingInput = {
  /** The business event's unique name (e.g. `sale:<id>`): posting it again changes nothing. */
  reference: string;
  type: string;
  sellerId?: string | null;
  description?: string;
  metadata?: Record<string, unknown>;
  movements: Movement[];
  /** Accounts allowed to end below zero: only refunds and chargebacks may overdraw available. */
  mayOverdraw?: AccountRef[];
};

export type PostingResult = { status: 'posted' | 'duplicate'; transactionId: string };

/**
 * Writes one balanced ledger transaction in the caller's database transaction. Guarded (seller)
 * accounts are locked in id order before anything is inserted, and may not go below zero unless
 * listed in `mayOverdraw`.
 */
export async function post(tx: DbOrTx, clock: Clock, input: PostingInput): Promise<PostingResult> {
  const movements = input.movements.filter((m) => m.amount !== 0);
  for (const movement of movements) {
    if (!Number.isSafeInteger(movement.amount) || movement.amount < 0) {
      throw new Error(
        `ledger movement amounts are positive whole centavos, got ${movement.amount}`,
      );
    }
  }
  const refs = movements.flatMap((m) => [m.from, m.to]);
  const ids = refs.length ? await ensureAccounts(tx, refs) : new Map<string, string>();
  const idOf = (ref: AccountRef) => {
    const id = ids.get(accountCode(ref));
    if (!id) throw new Error(`ledger account ${accountCode(ref)} is missing`);
    return id;
  };

  const deltas = new Map<string, number>();
  const guarded = new Set<string>();
  for (const m of movements) {
    deltas.set(idOf(m.from), (deltas.get(idOf(m.from)) ?? 0) - m.amount);
    deltas.set(idOf(m.to), (deltas.get(idOf(m.to)) ?? 0) + m.amount);
    if (isGuarded(m.from)) guarded.add(idOf(m.from));
    if (isGuarded(m.to)) guarded.add(idOf(m.to));
  }
  const balances = await lockAccounts(tx, [...guarded]);

  const overdraftAllowed = new Set(
    (input.mayOverdraw ?? []).map((ref) => ids.get(accountCode(ref))),
  );
  const overdrawn = [...guarded].some((id) => {
    const delta = deltas.get(id) ?? 0;
    return (balances.get(id) ?? 0) + delta < 0 && delta < 0 && !overdraftAllowed.has(id);
  });
  if (overdrawn) {
    // A posting made already is answered as such, whatever the balance says now.
    const existing = await postedTransaction(tx, input.reference);
    if (existing) return { status: 'duplicate', transactionId: existing };
    throw new AppError('ledger.insufficient_funds');
  }

  const created = await writePosting(tx, clock.now(), input, deltas, guarded);
  if (!created) {
    const existing = await postedTransaction(tx, input.reference);
    if (!existing) throw new Error(`ledger transaction ${input.reference} vanished`);
    return { status: 'duplicate', transactionId: existing };
  }
  return { status: 'posted', transactionId: created };
}

async function postedTransaction(tx: DbOrTx, reference: string): Promise<string | undefined> {
  const [existing] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, reference));
  return existing?.id;
}

/**
 * The transaction, its entries and the guarded balances in one round trip: each statement of the
 * CTE runs only when the transaction row was inserted (a repeated reference inserts nothing).
 * Answers the new transaction's id, or undefined for a reference posted already.
 */
async function writePosting(
  tx: DbOrTx,
  now: Date,
  input: PostingInput,
  deltas: Map<string, number>,
  guarded: Set<string>,
): Promise<string | undefined> {
  const entries = [...deltas].filter(([, amount]) => amount !== 0);
  const balanceChanges = entries.filter(([id]) => guarded.has(id));
  const values = (rows: [string, number][]) =>
    sql.join(
      rows.map(([id, amount]) => sql`(${id}::uuid, ${amount}::bigint)`),
      sql`, `,
    );
  const metadata = input.metadata ? JSON.stringify(input.metadata) : null;
  const result = await tx.execute(sql`
    with created as (
      insert into ledger_transactions (reference, type, seller_id, description, metadata, created_at)
      values (${input.reference}, ${input.type}, ${input.sellerId ?? null}::uuid,
        ${input.description ?? null}, ${metadata}::jsonb, ${now.toISOString()}::timestamptz)
      on conflict (reference) do nothing
      returning id
    )${
      entries.length
        ? sql`, entries as (
      insert into ledger_entries (transaction_id, account_id, amount, created_at)
      select created.id, movement.account_id, movement.amount, ${now.toISOString()}::timestamptz
      from created, (values ${values(entries)}) as movement(account_id, amount)
    )`
        : sql``
    }${
      balanceChanges.length
        ? sql`, balances as (
      update ledger_accounts set balance = ledger_accounts.balance + change.delta
      from created, (values ${values(balanceChanges)}) as change(account_id, delta)
      where ledger_accounts.id = change.account_id
    )`
        : sql``
    }
    select id from created`);
  return rowsOf<{ id: string }>(result)[0]?.id;
}
