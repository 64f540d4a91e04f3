import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acquirerDiscrepancies,
  ledgerAccounts,
  ledgerEntries,
  transactions,
} from '../../db/schema.ts';
import { pagarmeAcquirerInput, routeCardsThroughDownAcquirer } from '../../test/acquirers.ts';
import { createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
import {
  createCharge,
  sellerWithKeys,
  sessionHeaders,
  testCard,
  testCustomer,
} from '../../test/sellers.ts';
import { ensureSandboxAcquirer } from '../acquirers/registry.ts';
import { checkLedger } from '../ledger/check.ts';

/*
 * An acquirer that timed out may still have charged the card: the sale fell back to the next
 * acquirer (or gave up), and the first one's "paid" arrives later. That money is not the sale's.
 */
let t: TestApp;
let admin: { id: string };
beforeAll(async () => {
  // The unreachable Pagar.me listens on a closed port of this machine.
  t = await createTestApp({ queue: true, config: { outboundAllowPrivateNetworks: true } });
  admin = await createUserAndLogin(t, 'admin');
  await ensureSandboxAcquirer(t.app);
});
afterAll(() => t.close());

const hookCredentials = 'hook:secret';

/** A Pagar.me webhook, authenticated with the Basic credentials configured on the acquirer. */
const pagarmeNotice = (acquirerId: string, type: string, data: object) =>
  t.app.inject({
    method: 'POST',
    url: `/hooks/acquirers/${acquirerId}`,
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(hookCredentials).toString('base64')}`,
    },
    payload: JSON.stringify({ id: `hook_${randomUUID().slice(0, 8)}`, type, data }),
  });

const pagarmeCharge = (reference: string, amount: number, extra: object = {}) => ({
  id: `ch_${randomUUID().slice(0, 12)}`,
  code: reference,
  amount,
  paid_amount: amount,
  status: 'paid',
  currency: 'BRL',
  payment_method: 'credit_card',
  metadata: { reference },
  ...extra,
});

async function cardSale(live: string, amount: number) {
  const response = await createCharge(t, live, {
    amount,
    method: 'card',
    description: 'Curso',
    customer: testCustomer,
    card: testCard('5555555555554444'),
  });
  return response.json<{ id: string; status: string; buyerTotal: number }>();
}

async function chargeRow(id: string) {
  const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, id));
  return row;
}

const discrepanciesOf = (transactionId: string) =>
  t.database.db
    .select()
    .from(acquirerDiscrepancies)
    .where(eq(acquirerDiscrepancies.transactionId, transactionId));

const balanceOf = async (user: { id: string }) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/web/financial/balance',
      headers: await sessionHeaders(t, user),
    })
  ).json<{ pending: number; available: number }>();

describe('a payment from an acquirer that answered with a technical error', () => {
  it('is held for review when the sale went through the next acquirer, and later notices of it touch nothing', async () => {
    const seller = await sellerWithKeys(t);
    const { down, restore } = await routeCardsThroughDownAcquirer(
      t.app,
      await sessionHeaders(t, admin),
      { tokens: ['sk_test_down', hookCredentials] },
    );
    try {
      const sale = await cardSale(seller.live, 5_000);
      expect(sale.status).toBe('paid');
      const before = await balanceOf(seller.user);
      const row = await chargeRow(sale.id);
      expect(row?.acquirerId).not.toBe(down.id);

      // The timed-out call had charged the card after all.
      const duplicate = pagarmeCharge(sale.id, sale.buyerTotal);
      const paid = await pagarmeNotice(down.id, 'charge.paid', duplicate);
      expect(paid.statusCode).toBe(200);
      expect(paid.json()).toEqual({ received: true, outcome: 'ignored' });
      const held = await discrepanciesOf(sale.id);
      expect(held).toHaveLength(1);
      expect(held[0]).toMatchObject({
        acquirerId: down.id,
        reason: 'paid_after_technical_error',
        eventType: 'paid',
        reportedAmount: sale.buyerTotal,
        status: 'open',
      });
      const listed = await t.app.inject({
        method: 'GET',
        url: '/web/admin/discrepancies?status=open&pageSize=100',
        headers: await sessionHeaders(t, admin),
      });
      expect(
        listed
          .json<{ items: { transactionId: string; reason: string; acquirer: { id: string } }[] }>()
          .items.find((item) => item.transactionId === sale.id),
      ).toMatchObject({ reason: 'paid_after_technical_error', acquirer: { id: down.id } });

      // The admin refunds the duplicate at that acquirer: its notice is not a refund of the sale.
      const refunded = await pagarmeNotice(down.id, 'charge.refunded', {
        ...duplicate,
        status: 'refunded',
        canceled_amount: sale.buyerTotal,
      });
      expect(refunded.json()).toEqual({ received: true, outcome: 'ignored' });
      const after = await chargeRow(sale.id);
      expect(after).toMatchObject({
        status: 'paid',
        refundedAmount: 0,
        acquirerId: row?.acquirerId,
      });
      expect(await balanceOf(seller.user)).toEqual(before);
      expect(await discrepanciesOf(sale.id)).toHaveLength(1);
      expect(await checkLedger(t.database.db)).toEqual([]);
    } finally {
      await restore();
    }
  });

  it('is held for review when every acquirer failed and the charge ended in error', async () => {
    const seller = await sellerWithKeys(t);
    const headers = await sessionHeaders(t, admin);
    const routing = (
      await t.app.inject({ method: 'GET', url: '/web/admin/acquirer-routing', headers })
    ).json<Record<string, string[]>>();
    const { down, restore } = await routeCardsThroughDownAcquirer(t.app, headers, {
      tokens: ['sk_test_down', hookCredentials],
    });
    await t.app.inject({
      method: 'PUT',
      url: '/web/admin/acquirer-routing',
      headers,
      payload: { ...routing, card: [down.id] },
    });
    try {
      const sale = await cardSale(seller.live, 7_000);
      expect(sale.status).toBe('error');
      const paid = await pagarmeNotice(down.id, 'charge.paid', pagarmeCharge(sale.id, 7_000));
      expect(paid.json()).toEqual({ received: true, outcome: 'ignored' });
      expect(await discrepanciesOf(sale.id)).toMatchObject([
        { acquirerId: down.id, reason: 'paid_after_technical_error', reportedAmount: 7_000 },
      ]);
      const after = await chargeRow(sale.id);
      expect(after?.status).toBe('error');
      expect(await balanceOf(seller.user)).toMatchObject({ pending: 0, available: 0 });
    } finally {
      await restore();
    }
  });
});

describe('a payment notice that overtakes the answer to the charge call', () => {
  it("books the sale under the notifying acquirer, with that acquirer's cost", async () => {
    const seller = await sellerWithKeys(t);
    const fees = pagarmeAcquirerInput().fees;
    const pagarme = (
      await t.app.inject({
        method: 'POST',
        url: '/web/admin/acquirers',
        headers: await sessionHeaders(t, admin),
        payload: pagarmeAcquirerInput({
          name: 'Pagar.me (slow)',
          tokens: ['sk_test_x', hookCredentials],
          fees: { ...fees, pix: { percentage: '1.19', fixed: 0 } },
        }),
      })
    ).json<{ id: string }>();
    const pix = (
      await createCharge(t, seller.live, {
        amount: 10_000,
        method: 'pix',
        description: 'Curso',
        customer: testCustomer,
      })
    ).json<{ id: string; status: string; buyerTotal: number }>();
    expect(pix.status).toBe('pending');
    // As the charge stands while its acquirer is still being called: no acquirer known yet.
    await t.database.db
      .update(transactions)
      .set({ acquirerId: null, acquirerReference: null, acquirerCost: null })
      .where(eq(transactions.id, pix.id));

    const notice = pagarmeCharge(pix.id, pix.buyerTotal, { payment_method: 'pix' });
    const paid = await pagarmeNotice(pagarme.id, 'charge.paid', notice);
    expect(paid.json()).toEqual({ received: true, outcome: 'applied' });
    const row = await chargeRow(pix.id);
    // 1.19% of R$100.00.
    expect(row).toMatchObject({
      status: 'paid',
      acquirerId: pagarme.id,
      acquirerReference: notice.id,
      acquirerCost: 119,
    });
    const receivable = await t.database.db
      .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)::text` })
      .from(ledgerEntries)
      .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
      .where(and(eq(ledgerAccounts.ownerType, 'acquirer'), eq(ledgerAccounts.ownerId, pagarme.id)));
    expect(Number(receivable[0]?.total)).not.toBe(0);
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("holds the next acquirer's payment when the first one's notice paid the charge while it was being called", async () => {
    const seller = await sellerWithKeys(t);
    const headers = await sessionHeaders(t, admin);
    const chargeIds: string[] = [];
    let noticeOutcome: unknown;
    // A Pagar.me that charges the card, notifies, and only then fails the call (a 500).
    const pagarmeServer = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk) => {
        body += chunk;
      });
      request.on('end', async () => {
        const order = JSON.parse(body) as { code: string; items: { amount: number }[] };
        const reference = order.code;
        chargeIds.push(reference);
        const amount = order.items.reduce((sum, item) => sum + item.amount, 0);
        noticeOutcome = (
          await pagarmeNotice(downId, 'charge.paid', pagarmeCharge(reference, amount))
        ).json();
        response.writeHead(500, { 'content-type': 'application/json' });
        response.end('{"message":"Internal server error"}');
      });
    });
    await new Promise<void>((resolve) => pagarmeServer.listen(0, '127.0.0.1', resolve));
    const port = (pagarmeServer.address() as AddressInfo).port;
    const { down, restore } = await routeCardsThroughDownAcquirer(t.app, headers, {
      name: 'Pagar.me (slow to answer)',
      apiUrl: `http://127.0.0.1:${port}`,
      tokens: ['sk_test_x', hookCredentials],
    });
    const downId = down.id;
    try {
      const sale = await cardSale(seller.live, 8_000);
      expect(chargeIds).toEqual([sale.id]);
      expect(noticeOutcome).toEqual({ received: true, outcome: 'applied' });
      // The sale is the first acquirer's, as its notice said; the second payment is held.
      const row = await chargeRow(sale.id);
      expect(row).toMatchObject({ status: 'paid', acquirerId: down.id });
      expect(sale.status).toBe('paid');
      const held = await discrepanciesOf(sale.id);
      expect(held).toHaveLength(1);
      expect(held[0]).toMatchObject({ reason: 'paid_twice', reportedAmount: row?.buyerTotal });
      expect(held[0]?.acquirerId).not.toBe(down.id);
      const sales = await t.database.db.execute(
        sql`select count(*)::int as n from ledger_transactions where reference = ${`sale:${sale.id}`}`,
      );
      const counted = (Array.isArray(sales) ? sales : (sales as { rows: unknown[] }).rows) as {
        n: number;
      }[];
      expect(counted[0]?.n).toBe(1);
      expect(await checkLedger(t.database.db)).toEqual([]);
    } finally {
      await restore();
      await new Promise((resolve) => pagarmeServer.close(resolve));
    }
  });
});
