import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { ledgerAccounts, ledgerEntries } from '../../db/schema.ts';
import { createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
import {
  accountCode,
  acquirerReceivable,
  balanceOf,
  lockAccounts,
  platform,
  seller,
} from './accounts.ts';
import { checkLedger } from './check.ts';
import { post } from './post.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** What the account holds: its own row's balance and its credit slots. */
async function balance(code: string) {
  const [row] = await t.database.db
    .select({ balance: sql<string>`${balanceOf(sql`${ledgerAccounts}`)}::text` })
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.code, code));
  return Number(row?.balance ?? 0);
}

async function fund(sellerId: string, amount: number, reference: string) {
  return t.database.db.transaction((tx) =>
    post(tx, t.clock, {
      reference,
      type: 'test.fund',
      sellerId,
      movements: [
        { from: acquirerReceivable('sandbox'), to: seller(sellerId, 'available'), amount },
      ],
    }),
  );
}

describe('ledger postings', () => {
  it('posts balanced movements and keeps seller balances equal to their entries', async () => {
    const { id } = await createUserAndLogin(t, 'seller');
    const result = await fund(id, 10_000, `fund:${id}`);
    expect(result.status).toBe('posted');
    expect(await balance(accountCode(seller(id, 'available')))).toBe(10_000);
    const entries = await t.database.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.transactionId, result.transactionId));
    expect(entries.map((e) => e.amount).sort((a, b) => a - b)).toEqual([-10_000, 10_000]);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('never posts the same business event twice', async () => {
    const { id } = await createUserAndLogin(t, 'seller');
    const first = await fund(id, 500, `once:${id}`);
    const again = await fund(id, 500, `once:${id}`);
    expect(again).toEqual({ status: 'duplicate', transactionId: first.transactionId });
    const concurrent = await Promise.all(
      Array.from({ length: 5 }, () => fund(id, 700, `race:${id}`)),
    );
    expect(concurrent.filter((r) => r.status === 'posted')).toHaveLength(1);
    expect(await balance(accountCode(seller(id, 'available')))).toBe(1_200);
  });

  it('refuses to take available below zero unless the movement may overdraw it', async () => {
    const { id } = await createUserAndLogin(t, 'seller');
    await fund(id, 1_000, `base:${id}`);
    const spend = (amount: number, reference: string, overdraw = false) =>
      t.database.db.transaction((tx) =>
        post(tx, t.clock, {
          reference,
          type: 'test.spend',
          sellerId: id,
          movements: [{ from: seller(id, 'available'), to: platform('revenue'), amount }],
          ...(overdraw ? { mayOverdraw: [seller(id, 'available')] } : {}),
        }),
      );
    await expect(spend(1_001, `too-much:${id}`)).rejects.toMatchObject({
      code: 'ledger.insufficient_funds',
    });
    expect(await balance(accountCode(seller(id, 'available')))).toBe(1_000);
    await spend(1_500, `refund-like:${id}`, true);
    expect(await balance(accountCode(seller(id, 'available')))).toBe(-500);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('keeps entries and transactions append-only and balanced, in the database itself', async () => {
    const { id } = await createUserAndLogin(t, 'seller');
    const { transactionId } = await fund(id, 300, `locked:${id}`);
    await expect(
      t.database.db.execute(
        sql`update ledger_entries set amount = amount * 2 where transaction_id = ${transactionId}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(
        sql`delete from ledger_entries where transaction_id = ${transactionId}`,
      ),
    ).rejects.toThrow();
    await expect(
      t.database.db.execute(sql`delete from ledger_transactions where id = ${transactionId}`),
    ).rejects.toThrow();
    await expect(t.database.db.execute(sql`truncate ledger_entries cascade`)).rejects.toThrow();
    const [account] = await t.database.db
      .select()
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, accountCode(seller(id, 'available'))));
    await expect(
      t.database.db.transaction(async (tx) => {
        const inserted = await tx.execute(
          sql`insert into ledger_transactions (reference, type, created_at) values (${`lopsided:${id}`}, 'test', now()) returning id`,
        );
        const rows = (
          Array.isArray(inserted) ? inserted : (inserted as { rows: { id: string }[] }).rows
        ) as { id: string }[];
        await tx.insert(ledgerEntries).values({
          transactionId: rows[0]?.id as string,
          accountId: account?.id as string,
          amount: 100,
          createdAt: new Date(),
        });
      }),
    ).rejects.toThrow();
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('lets exactly 10 of 50 concurrent debits through when the balance covers 10', async () => {
    const { id } = await createUserAndLogin(t, 'seller');
    await fund(id, 10 * 1_000, `cover:${id}`);
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        t.database.db.transaction((tx) =>
          post(tx, t.clock, {
            reference: `debit:${id}:${i}`,
            type: 'test.debit',
            sellerId: id,
            movements: [
              { from: seller(id, 'available'), to: seller(id, 'withdrawing'), amount: 1_000 },
            ],
          }),
        ),
      ),
    );
    const succeeded = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(succeeded).toHaveLength(10);
    expect(
      refused.every(
        (r) => (r as PromiseRejectedResult).reason.code === 'ledger.insufficient_funds',
      ),
    ).toBe(true);
    expect(await balance(accountCode(seller(id, 'available')))).toBe(0);
    expect(await balance(accountCode(seller(id, 'withdrawing')))).toBe(10_000);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('spreads concurrent credits over slots that every later debit counts', async () => {
    const { id, token } = await createUserAndLogin(t, 'seller');
    // Forty sales' worth of credits at once, none waiting on the account's own row.
    await Promise.all(Array.from({ length: 40 }, (_, i) => fund(id, 250, `credit:${id}:${i}`)));
    const [slots] = rowsOf<{ used: string; total: string }>(
      await t.database.db.execute(sql`
        select count(*)::text as used, sum(s.amount)::text as total
        from ledger_credit_slots s join ledger_accounts a on a.id = s.account_id
        where a.code = ${accountCode(seller(id, 'available'))}`),
    );
    expect(Number(slots?.used)).toBeGreaterThan(1);
    expect(Number(slots?.total)).toBe(10_000);
    const [own] = await t.database.db
      .select({ balance: ledgerAccounts.balance })
      .from(ledgerAccounts)
      .where(eq(ledgerAccounts.code, accountCode(seller(id, 'available'))));
    expect(own?.balance).toBe(0);

    const debits = await Promise.allSettled(
      Array.from({ length: 15 }, (_, i) =>
        t.database.db.transaction((tx) =>
          post(tx, t.clock, {
            reference: `slot-debit:${id}:${i}`,
            type: 'test.debit',
            sellerId: id,
            movements: [
              { from: seller(id, 'available'), to: seller(id, 'withdrawing'), amount: 1_000 },
            ],
          }),
        ),
      ),
    );
    expect(debits.filter((r) => r.status === 'fulfilled')).toHaveLength(10);
    expect(await balance(accountCode(seller(id, 'available')))).toBe(0);
    expect(await balance(accountCode(seller(id, 'withdrawing')))).toBe(10_000);
    const balances = await t.app.inject({
      method: 'GET',
      url: '/web/financial/balance',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(balances.json()).toMatchObject({ available: 0, withdrawing: 10_000 });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it('finds a credit slot that disagrees with the entries', async () => {
    const { id } = await createUserAndLogin(t, 'seller');
    await fund(id, 700, `drift:${id}`);
    const code = accountCode(seller(id, 'available'));
    await t.database.db.execute(sql`
      update ledger_credit_slots set amount = amount + 1
      where account_id = (select id from ledger_accounts where code = ${code})`);
    expect(await checkLedger(t.database.db)).toEqual([
      `account ${code} says 701 but its entries sum to 700`,
    ]);
    const other = await createUserAndLogin(t, 'seller');
    await t.database.db.execute(sql`
      update ledger_credit_slots set amount = amount - 1, seller_id = ${other.id}
      where account_id = (select id from ledger_accounts where code = ${code})`);
    expect(await checkLedger(t.database.db)).toEqual([
      `account ${code} has a credit slot of another seller`,
    ]);
    await t.database.db.execute(sql`
      update ledger_credit_slots set seller_id = ${id}
      where account_id = (select id from ledger_accounts where code = ${code})`);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it.runIf(process.env.TEST_DB === 'postgres')(
    'credits an account while a debit or a release batch holds its row',
    async () => {
      const { id } = await createUserAndLogin(t, 'seller');
      await fund(id, 1_000, `held-first:${id}`);
      const code = accountCode(seller(id, 'available'));
      const [account] = await t.database.db
        .select({ id: ledgerAccounts.id })
        .from(ledgerAccounts)
        .where(eq(ledgerAccounts.code, code));
      let release: () => void = () => {};
      const released = new Promise<void>((resolve) => {
        release = resolve;
      });
      let holding: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        holding = resolve;
      });
      // The release job's lock on the account's row, held open.
      const holder = t.database.db.transaction(async (tx) => {
        await lockAccounts(tx, [account?.id as string]);
        holding();
        await released;
      });
      await held;
      // A sale's credit (its entry's foreign key takes a key-share lock on the same row).
      const credit = fund(id, 500, `held-credit:${id}`).then(() => 'credited' as const);
      const waited = new Promise((resolve) => setTimeout(() => resolve('waited'), 2_000));
      expect(await Promise.race([credit, waited])).toBe('credited');
      release();
      await holder;
      expect(await balance(code)).toBe(1_500);
      expect(await checkLedger(t.database.db)).toEqual([]);
    },
  );
});
