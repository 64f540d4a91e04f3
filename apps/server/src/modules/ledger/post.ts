import { eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';
import { ledgerReleases, ledgerTransactions } from '../../db/schema.ts';
import { insertSelect } from '../../db/statement-rows.ts';
import { AppError } from '../../http/errors.ts';
import type { Clock } from '../../lib/clock.ts';
import {
  type AccountRef,
  accountCode,
  balanceOf,
  creditSlots,
  ensureAccounts,
  isGuarded,
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

/** A release date scheduled with a posting (a sale's pending and reserve money). */
export type ScheduledRelease = Omit<typeof ledgerReleases.$inferInsert, 'createdAt'>;

/**
 * Writes one balanced ledger transaction in the caller's database transaction, in one round trip
 * when its accounts exist. Guarded (seller) accounts are locked in id order before anything is
 * inserted, and may not go below zero unless listed in `mayOverdraw`. `releases` are scheduled
 * only when the posting is new, so a repeated reference schedules nothing twice.
 */
export async function post(
  tx: DbOrTx,
  clock: Clock,
  input: PostingInput & { releases?: ScheduledRelease[] },
): Promise<PostingResult> {
  const plan = planPosting(input, clock.now());
  let written = await writePosting(tx, plan);
  if (!written.complete) {
    await createAccountsOf(tx, plan);
    written = await writePosting(tx, plan);
    if (!written.complete) throw new Error(`ledger accounts of ${input.reference} are missing`);
  }
  if (written.id) return { status: 'posted', transactionId: written.id };
  // A posting made already is answered as such, whatever the balance says now.
  const existing = await postedTransaction(tx, input.reference);
  if (existing) return { status: 'duplicate', transactionId: existing };
  if (!written.covered) throw new AppError('ledger.insufficient_funds');
  throw new Error(`ledger transaction ${input.reference} vanished`);
}

type Account = { ref: AccountRef; delta: number; mayOverdraw: boolean };

/** A posting checked and netted per account, ready to be written by `postingChecks`/`postingWrites`. */
export type PostingPlan = {
  input: PostingInput & { releases?: ScheduledRelease[] };
  accounts: Map<string, Account>;
  now: Date;
};

export function planPosting(
  input: PostingInput & { releases?: ScheduledRelease[] },
  now: Date,
): PostingPlan {
  const movements = input.movements.filter((m) => m.amount !== 0);
  for (const movement of movements) {
    if (!Number.isSafeInteger(movement.amount) || movement.amount < 0) {
      throw new Error(
        `ledger movement amounts are positive whole centavos, got ${movement.amount}`,
      );
    }
  }
  const accounts = new Map<string, Account>();
  for (const m of movements) {
    account(accounts, m.from).delta -= m.amount;
    account(accounts, m.to).delta += m.amount;
  }
  for (const ref of input.mayOverdraw ?? []) {
    const allowed = accounts.get(accountCode(ref));
    if (allowed) allowed.mayOverdraw = true;
  }
  return { input, accounts, now };
}

/** First posting to some account: create what is missing (never locking others) before again. */
export async function createAccountsOf(db: DbOrTx, plan: PostingPlan): Promise<void> {
  await ensureAccounts(
    db,
    [...plan.accounts.values()].map((a) => a.ref),
  );
}

function account(accounts: Map<string, Account>, ref: AccountRef): Account {
  const code = accountCode(ref);
  let found = accounts.get(code);
  if (!found) {
    found = { ref, delta: 0, mayOverdraw: false };
    accounts.set(code, found);
  }
  return found;
}

async function postedTransaction(tx: DbOrTx, reference: string): Promise<string | undefined> {
  const [existing] = await tx
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, reference));
  return existing?.id;
}

/** The posting as one statement; answers the new transaction's id (if any) and the verdict. */
async function writePosting(
  tx: DbOrTx,
  plan: PostingPlan,
): Promise<{ id: string | undefined; complete: boolean; covered: boolean }> {
  const result = await tx.execute(sql`
    with ${postingChecks(plan)}, ${postingWrites(plan, sql`true`)}
    select (select id from created) as id, complete, covered from verdict`);
  const [row] = rowsOf<{ id: string | null; complete: boolean; covered: boolean }>(result);
  if (!row) throw new Error('a posting statement answered nothing');
  return { id: row.id ?? undefined, complete: row.complete, covered: row.covered };
}

/**
 * The first CTEs of a posting statement, ending with `verdict (complete, covered)`: the accounts
 * found by code; if they all exist, the guarded ones it debits locked in id order (LockRows sits
 * above the sort, so rows are locked in that order and two postings cannot deadlock) and the
 * others never (platform and acquirer accounts are derived, not hot rows; a credit to a guarded
 * account goes to one of its slots, `ledger_credit_slots`); then whether every guarded account
 * stays at or above zero. `after` names a CTE to evaluate before any lock (a row the caller
 * locks first, in the order every other path takes them).
 */
export function postingChecks(plan: PostingPlan, after?: string): SQL {
  const all = [...plan.accounts.entries()];
  const column = <T>(pick: (entry: [string, Account]) => T) => sql.param(all.map(pick));
  const first = after ? sql` and exists (select 1 from ${sql.identifier(after)})` : sql``;
  return sql`movement as (
      select * from unnest(
        ${column(([code]) => code)}::text[],
        ${column(([, a]) => a.delta)}::bigint[],
        ${column(([, a]) => isGuarded(a.ref))}::boolean[],
        ${column(([, a]) => a.mayOverdraw)}::boolean[],
        ${column(([, a]) => (a.ref.owner === 'seller' ? a.ref.sellerId : null))}::uuid[]
      ) as m(code, amount, guarded, may_overdraw, seller_id)
    ), found as (
      select id, code from ledger_accounts where code = any(${column(([code]) => code)}::text[])
    ), complete as (
      select count(*) = ${all.length} as yes from found
    ), locked as materialized (
      -- No lock at all when an account is missing: the caller creates it first (as before any
      -- lock, so two first postings cannot wait on each other) and runs the statement again.
      -- Only debited accounts are locked: a credit goes to one of the account's slots instead.
      -- NO KEY UPDATE, as an UPDATE takes, serialises debits without making the key-share locks
      -- of other postings' entries (their foreign key to the account) wait for this one.
      select id, ${balanceOf(sql`ledger_accounts`)} as balance from ledger_accounts
      where id in (
          select found.id from found join movement using (code)
          where movement.guarded and movement.amount < 0
        )
        and (select yes from complete)${first}
      order by id
      for no key update
    ), resolved as (
      select found.id, movement.amount, movement.guarded, movement.may_overdraw, movement.seller_id
      from movement join found using (code)
    ), verdict as (
      select
        (select yes from complete) as complete,
        -- An aggregate reads every locked row, so all are locked before anything is written.
        (
          select count(*) filter (
            where resolved.amount < 0 and not resolved.may_overdraw
              and coalesce(locked.balance, 0) + resolved.amount < 0
          ) = 0
          from locked join resolved using (id)
        ) as covered
    )`;
}

/**
 * The writing CTEs of a posting statement, after `postingChecks`: only if every account exists,
 * no guarded account would go below zero and `gate` holds, the transaction (`created`), its
 * entries, the guarded balances (debits on the account's row, credits on one of its slots) and
 * the release dates. Each write runs only when the transaction row was inserted, so a repeated
 * reference writes nothing.
 */
export function postingWrites(plan: PostingPlan, gate: SQL): SQL {
  const { input, now } = plan;
  const at = sql`${now.toISOString()}::timestamptz`;
  const metadata = input.metadata ? JSON.stringify(input.metadata) : null;
  const releases = (input.releases ?? []).map(
    (release, i) =>
      sql`, ${sql.identifier(`release_${i}`)} as (${insertSelect(
        ledgerReleases,
        { ...release, createdAt: now },
        sql`from created`,
      )})`,
  );
  return sql`created as (
      insert into ledger_transactions (reference, type, seller_id, description, metadata, created_at)
      select ${input.reference}, ${input.type}, ${input.sellerId ?? null}::uuid,
        ${input.description ?? null}, ${metadata}::jsonb, ${at}
      from verdict where complete and covered and ${gate}
      on conflict (reference) do nothing
      returning id
    ), entries as (
      insert into ledger_entries (transaction_id, seller_id, account_id, amount, created_at)
      select created.id, ${input.sellerId ?? null}::uuid, resolved.id, resolved.amount, ${at}
      from created, resolved where resolved.amount <> 0
    ), balances as (
      update ledger_accounts set balance = ledger_accounts.balance + resolved.amount
      from created, resolved
      where ledger_accounts.id = resolved.id and resolved.guarded and resolved.amount < 0
    ), credits as (
      -- In account order, so two postings crediting the same accounts take their slots in one
      -- order. One slot number of ${sql.raw(String(creditSlots))}, picked at random, for all the
      -- accounts (a sale's pending and reserve): two postings meet on all of them or on none.
      insert into ledger_credit_slots (account_id, seller_id, slot, amount)
      select resolved.id, resolved.seller_id, pick.slot, resolved.amount
      from created, resolved,
        (select floor(random() * ${sql.raw(String(creditSlots))})::smallint as slot) as pick
      where resolved.guarded and resolved.amount > 0
      order by resolved.id
      on conflict (account_id, slot)
        do update set amount = ledger_credit_slots.amount + excluded.amount
    )${sql.join(releases, sql``)}`;
}
