import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';
import { cardSale, createCharge, sellerWithKeys } from '../../test/sellers.ts';
import { checkLedger } from '../ledger/check.ts';

/*
 * docs/scaling.md: a shard by seller places every row by its seller's id, so the rows hanging off
 * a charge (its events, its attempts, its postings' entries) carry it too, the same as their
 * parent's; ledger:check proves it.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** Entries are append-only (migration 0003): the test's tampering and repair lift that. */
const asLedgerRepair = (statement: SQL) =>
  t.database.db.transaction(async (tx) => {
    await tx.execute(sql`alter table ledger_entries disable trigger ledger_entries_append_only`);
    await tx.execute(statement);
    await tx.execute(sql`alter table ledger_entries enable trigger ledger_entries_append_only`);
  });

/** How many of the charge's child rows carry each seller. */
async function sellersUnder(chargeId: string) {
  return rowsOf<{ child: string; seller_id: string; count: number }>(
    await t.database.db.execute(sql`
      select 'event' as child, seller_id::text, count(*)::int as count from transaction_events
      where transaction_id = ${chargeId}::uuid group by seller_id
      union all
      select 'attempt', seller_id::text, count(*)::int from transaction_attempts
      where transaction_id = ${chargeId}::uuid group by seller_id
      union all
      select 'entry', e.seller_id::text, count(*)::int
      from ledger_entries e join ledger_transactions l on l.id = e.transaction_id
      where l.metadata->>'saleId' = ${chargeId} or l.reference like ${`%${chargeId}%`}
      group by e.seller_id
      order by 1, 2`),
  );
}

it('writes the charge’s seller on its events, attempts and ledger entries, and ledger:check finds one that strays', async () => {
  const seller = await sellerWithKeys(t);
  const other = await sellerWithKeys(t);
  const sale = await createCharge(t, seller.live, cardSale());
  expect(sale.statusCode).toBe(201);
  const charge = sale.json<{ id: string }>();
  const refund = await t.app.inject({
    method: 'POST',
    url: `/v1/charges/${charge.id}/refunds`,
    headers: bearer(seller.live),
    payload: { amount: 2_500 },
  });
  expect(refund.statusCode).toBeLessThan(300);

  const rows = await sellersUnder(charge.id);
  expect(new Set(rows.map((row) => row.seller_id))).toEqual(new Set([seller.user.id]));
  expect(rows.map((row) => row.child).sort()).toEqual(['attempt', 'entry', 'event']);
  expect(await checkLedger(t.database.db)).toEqual([]);

  await t.database.db.execute(sql`
    update transaction_events set seller_id = ${other.user.id}::uuid
    where id = (select min(id) from transaction_events where transaction_id = ${charge.id}::uuid)`);
  await asLedgerRepair(sql`
    update ledger_entries set seller_id = null
    where id = (
      select min(e.id) from ledger_entries e join ledger_transactions l on l.id = e.transaction_id
      where l.seller_id = ${seller.user.id}::uuid
    )`);
  expect(await checkLedger(t.database.db)).toEqual([
    '1 ledger_entries rows carry another seller',
    '1 transaction_events rows carry another seller',
  ]);
  await t.database.db.execute(sql`
    update transaction_events set seller_id = ${seller.user.id}::uuid
    where transaction_id = ${charge.id}::uuid`);
  await asLedgerRepair(sql`
    update ledger_entries e set seller_id = l.seller_id from ledger_transactions l
    where l.id = e.transaction_id and l.seller_id = ${seller.user.id}::uuid`);
  expect(await checkLedger(t.database.db)).toEqual([]);
});
