import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { ledgerAccounts, ledgerEntries, ledgerTransactions } from '../../db/schema.ts';
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

  const now = clock.now();
  const [created] = await tx
    .insert(ledgerTransactions)
    .values({
      reference: input.reference,
      type: input.type,
      sellerId: input.sellerId ?? null,
      description: input.description ?? null,
      metadata: input.metadata ?? null,
      createdAt: now,
    })
    .onConflictDoNothing({ target: ledgerTransactions.reference })
    .returning({ id: ledgerTransactions.id });
  if (!created) {
    const [existing] = await tx
      .select({ id: ledgerTransactions.id })
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, input.reference));
    if (!existing) throw new Error(`ledger transaction ${input.reference} vanished`);
    return { status: 'duplicate', transactionId: existing.id };
  }

  const overdraftAllowed = new Set(
    (input.mayOverdraw ?? []).map((ref) => ids.get(accountCode(ref))),
  );
  for (const id of guarded) {
    const after = (balances.get(id) ?? 0) + (deltas.get(id) ?? 0);
    if (after < 0 && (deltas.get(id) ?? 0) < 0 && !overdraftAllowed.has(id)) {
      throw new AppError('ledger.insufficient_funds');
    }
  }

  const entries = [...deltas.entries()]
    .filter(([, amount]) => amount !== 0)
    .map(([accountId, amount]) => ({
      transactionId: created.id,
      accountId,
      amount,
      createdAt: now,
    }));
  if (entries.length) await tx.insert(ledgerEntries).values(entries);
  for (const id of guarded) {
    const delta = deltas.get(id) ?? 0;
    if (delta !== 0) {
      await tx
        .update(ledgerAccounts)
        .set({ balance: sql`${ledgerAccounts.balance} + ${delta}` })
        .where(eq(ledgerAccounts.id, id));
    }
  }
  return { status: 'posted', transactionId: created.id };
}
