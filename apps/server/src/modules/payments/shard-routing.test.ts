import { afterAll, beforeAll, expect, it } from 'vitest';
import { bearer, createTestApp, type TestApp } from '../../test/harness.ts';
import {
  cardSale,
  createCharge,
  postCharge,
  sellerWithKeys,
  sessionHeaders,
  testCustomer,
} from '../../test/sellers.ts';
import { namesSeller, statementsOf, touching } from '../../test/statements.ts';

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

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it.runIf(process.env.TEST_DB === 'postgres')(
  'names the seller in every statement of a card sale, its order view, its refund and a Pix paid by the acquirer',
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
      // Test mode: the sandbox acquirer pays the Pix and sends its signed notice in.
      const pix = await postCharge(t, seller.test, {
        amount: 4_990,
        method: 'pix',
        description: 'E-book',
        customer: testCustomer,
      });
      expect(pix.statusCode).toBe(201);
      const paid = await t.app.inject({
        method: 'POST',
        url: `/web/orders/${pix.json<{ id: string }>().id}/simulate-payment`,
        headers: web,
      });
      expect(paid.json<{ status: string }>().status).toBe('paid');
    });
    const aboutSellers = touching(statements, sellerTables);
    // The sale, the token, the order view, the refund's reservation, confirmation and posting,
    // the Pix charge, its notice and its payment.
    expect(aboutSellers.length).toBeGreaterThan(15);
    // The acquirer's notice names no seller: the charge it is about is found by its reference
    // across sellers (docs/scaling.md), and the statements after that name the seller.
    const lookups = aboutSellers.filter(
      (statement) => statement.startsWith('select') && /"acquirer_reference" = \$/.test(statement),
    );
    expect(lookups).toHaveLength(1);
    expect(
      aboutSellers.filter((statement) => !lookups.includes(statement) && !namesSeller(statement)),
    ).toEqual([]);
  },
);
