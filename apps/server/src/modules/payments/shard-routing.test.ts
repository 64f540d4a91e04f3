import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';
import { cardSale, createCharge, sellerWithKeys, sessionHeaders } from '../../test/sellers.ts';
import { statementsOf } from '../../test/statements.ts';

/*
 * Issue 14, docs/scaling.md: a statement made for a known seller names the seller, so that under
 * sharding by seller it routes to one shard. A sale, its order view and a refund know the seller
 * from the first line (the key, the session), so every statement they send about a seller's rows
 * names `seller_id`. Counted where statements leave node-postgres, on a real PostgreSQL server.
 */

/** Tables distributed by seller that these requests touch. */
const sellerTables = [
  'transactions',
  'transaction_events',
  'transaction_attempts',
  'refunds',
  'card_tokens',
  'idempotency_records',
  'ledger_transactions',
  'ledger_entries',
  'ledger_releases',
  'ledger_credit_slots',
  'recovery_runs',
  'recovery_messages',
  'webhook_deliveries',
];
const touches = (statement: string) =>
  sellerTables.some((table) => new RegExp(`\\b"?${table}"?\\b`).test(statement));
/**
 * Whether the statement routes by seller: it compares `seller_id` with something (a column list
 * that merely returns it does not count), or only inserts rows, whose values name their seller.
 */
const namesSeller = (statement: string) =>
  /\bseller_id"?\s*=/.test(statement) || /^insert into\b/i.test(statement);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.runIf(process.env.TEST_DB === 'postgres')(
  'names the seller in every statement of a card sale, its order view and its refund',
  async () => {
    const seller = await sellerWithKeys(t);
    const sale = cardSale();
    // The first sale fills the read cache (fee profile, routes, acquirers) and the accounts.
    expect((await createCharge(t, seller.live, sale, 'warm-up-sale-0123456789')).statusCode).toBe(
      201,
    );
    const web = await sessionHeaders(t, seller.user);
    let chargeId = '';
    const statements = await statementsOf(async () => {
      const sold = await createCharge(t, seller.live, sale, 'routed-sale-0123456789abcdef');
      expect(sold.statusCode).toBe(201);
      chargeId = sold.json<{ id: string }>().id;
      const order = await t.app.inject({
        method: 'GET',
        url: `/web/orders/${chargeId}`,
        headers: web,
      });
      expect(order.statusCode).toBe(200);
      const refund = await t.app.inject({
        method: 'POST',
        url: `/v1/charges/${chargeId}/refunds`,
        headers: { ...bearer(seller.live), 'idempotency-key': 'routed-refund-0123456789abcdef' },
        payload: { amount: 1_000 },
      });
      expect(refund.statusCode).toBeLessThan(300);
    });
    const aboutSellers = statements.filter(touches);
    // The sale, the token, the order view, the refund's reservation, confirmation and posting.
    expect(aboutSellers.length).toBeGreaterThan(10);
    expect(aboutSellers.filter((statement) => !namesSeller(statement))).toEqual([]);
  },
);
