import { defaultFeeProfile } from '@repasse/core/fees/fee-profile';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, refunds, transactions, users, webhookEvents } from '../../db/schema.ts';
import { routeCardsThroughDownAcquirer } from '../../test/acquirers.ts';
import { withCardToken } from '../../test/cards.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';
import { createCharge, postCharge } from '../../test/sellers.ts';
import { checkLedger } from '../ledger/check.ts';

let t: TestApp;
let admin: { id: string };
let profileId: string;
beforeAll(async () => {
  t = await createTestApp({
    queue: true,
    // The fallback test points a Pagar.me acquirer at a closed port on this machine.
    config: { outboundAllowPrivateNetworks: true },
    // This machine has no outside DNS; the sellers' webhook host stands for a public one.
    resolveHost: async (hostname) =>
      hostname === 'seller.example.com' ? [{ address: '93.184.216.34', family: 4 }] : [],
  });
  admin = await createUserAndLogin(t, 'admin');
  // The example profile of docs/money.md §4: card 4.99% + 100, 3x = 5.95%, retention card 10%, release card 30.
  const profile = {
    ...defaultFeeProfile,
    uniqueId: 'payments-example',
    pix: { percentage: '0.99', fixed: 0 },
    card: { percentage: '4.99', fixed: 100 },
    instalmentFees: defaultFeeProfile.instalmentFees.map((fee, i) => (i === 2 ? '5.95' : fee)),
    retention: { pix: '0', boleto: '0', card: '10' },
    releaseDays: { pix: 0, boleto: 2, card: 30 },
  };
  const created = await t.app.inject({
    method: 'POST',
    url: '/web/admin/fee-profiles',
    headers: await as(admin),
    payload: profile,
  });
  profileId = created.json().id;
});
afterAll(() => t.close());

const as = async (user: { id: string }) => bearer(await sessionFor(t, user.id));

async function sellerWithKeys() {
  const user = await createUserAndLogin(t, 'seller');
  await t.database.db
    .update(users)
    .set({ documentStatus: 'validate' })
    .where(eq(users.id, user.id));
  await t.app.inject({
    method: 'PUT',
    url: `/web/admin/users/${user.id}/fee-profile`,
    headers: await as(admin),
    payload: { feeProfileId: profileId },
  });
  const headers = await as(user);
  const live = (
    await t.app.inject({
      method: 'POST',
      url: '/web/integrations/keys',
      headers,
      payload: { mode: 'live', kind: 'secret' },
    })
  ).json().secret as string;
  const test = (
    await t.app.inject({
      method: 'POST',
      url: '/web/integrations/keys',
      headers,
      payload: { mode: 'test', kind: 'secret' },
    })
  ).json().secret as string;
  return { user, live, test };
}

const customer = {
  name: 'Bia Compradora',
  email: 'bia@example.com',
  document: '529.982.247-25',
  phone: '+5511987654321',
};
const card = (number: string) => ({
  number,
  holderName: 'BIA COMPRADORA',
  expMonth: 12,
  expYear: 2099,
  cvv: '123',
});

const charge = (key: string, body: object, idempotencyKey?: string) =>
  createCharge(t, key, body, idempotencyKey);
const balance = async (user: { id: string }) =>
  (
    await t.app.inject({ method: 'GET', url: '/web/financial/balance', headers: await as(user) })
  ).json();

describe('charges through /v1', () => {
  it("lands money.md's card example with the exact breakdown and balances", async () => {
    const { user, live } = await sellerWithKeys();
    // The seller's page tokenised the card; their server sends (and retries) the same request.
    const request = await withCardToken(t, live, {
      amount: 10_000,
      method: 'card',
      instalments: 3,
      description: 'Curso',
      customer,
      card: card('4111111111111111'),
    });
    const response = await postCharge(t, live, request, 'card-example-0001');
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body).toMatchObject({
      status: 'paid',
      livemode: true,
      amount: 10_000,
      buyerTotal: 10_595,
      fees: {
        instalmentFee: 595,
        sellerFee: 599,
        net: 9_401,
        reserve: 940,
        platformRevenue: 1_194,
      },
      card: { brand: 'visa', lastFour: '1111' },
    });
    expect(JSON.stringify(body)).not.toContain('4111111111111111');
    expect(await balance(user)).toMatchObject({ pending: 8_461, reserve: 940, available: 0 });
    // Replayed with the same key: the same answer, and no second sale.
    const replay = await postCharge(t, live, request, 'card-example-0001');
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // Byte for byte: the answer kept by the sale's own statement is the one first sent.
    expect(replay.body).toBe(response.body);
    // And it shows the charge as it was written, which was shaped before the write.
    const retrieved = await t.app.inject({
      method: 'GET',
      url: `/v1/charges/${body.id}`,
      headers: bearer(live),
    });
    expect(retrieved.json()).toEqual(body);
    expect(await balance(user)).toMatchObject({ pending: 8_461, reserve: 940 });
    const stored = await t.database.db.execute(
      sql`select count(*)::int as n from transactions where card_last_four = '1111' and seller_id = ${user.id}`,
    );
    const rows = (Array.isArray(stored) ? stored : (stored as { rows: { n: number }[] }).rows) as {
      n: number;
    }[];
    expect(rows[0]?.n).toBe(1);
  });

  it('refuses declined cards without falling back, and refuses invalid input', async () => {
    const { live } = await sellerWithKeys();
    const declined = (
      await charge(live, {
        amount: 5_000,
        method: 'card',
        instalments: 1,
        description: 'X',
        customer,
        card: card('4000000000009995'),
      })
    ).json();
    expect(declined.status).toBe('refused');
    const detail = (
      await t.app.inject({
        method: 'GET',
        url: `/web/admin/orders/${declined.id}`,
        headers: await as(admin),
      })
    ).json();
    expect(detail.attempts.map((a: { outcome: string }) => a.outcome)).toEqual([
      'declined:insufficient_funds',
    ]);
    expect(detail.postings).toEqual([]);
    const invalid = await charge(live, {
      amount: 5_000,
      method: 'pix',
      instalments: 2,
      description: '',
      customer: { ...customer, document: '123' },
    });
    expect(invalid.statusCode).toBe(400);
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual([
      'customer.document',
      'description',
      'instalments',
    ]);
    const belowMinimum = await charge(live, {
      amount: 100,
      method: 'pix',
      description: 'X',
      customer,
    });
    expect(belowMinimum.json().error.code).toBe('sale.below_minimum');
  });

  it('falls back to the next acquirer on a technical failure and records every attempt', async () => {
    const { user, live } = await sellerWithKeys();
    const adminHeaders = await as(admin);
    const { down, restore } = await routeCardsThroughDownAcquirer(t.app, adminHeaders, {
      tokens: ['sk_test_down', 'hook:secret'],
    });
    expect(down.tokens.slice(0, 2)).toEqual(['••••down', '••••cret']);
    try {
      const paid = (
        await charge(live, {
          amount: 5_000,
          method: 'card',
          description: 'Fallback',
          customer,
          card: card('5555555555554444'),
        })
      ).json();
      expect(paid.status).toBe('paid');
      const detail = (
        await t.app.inject({
          method: 'GET',
          url: `/web/orders/${paid.id}`,
          headers: await as(user),
        })
      ).json();
      expect(
        detail.attempts.map(
          (a: { acquirer: string; outcome: string }) => `${a.acquirer}:${a.outcome}`,
        ),
      ).toEqual(['Pagar.me (down):technical_error', 'Sandbox:paid']);
    } finally {
      await restore();
    }
  });

  it('pays a Pix charge once through the signed webhook, whatever is replayed', async () => {
    const { user, live, test } = await sellerWithKeys();
    const pix = (
      await charge(live, { amount: 4_990, method: 'pix', description: 'E-book', customer })
    ).json();
    expect(pix).toMatchObject({ status: 'pending', method: 'pix' });
    expect(pix.pix.brCode).toMatch(/^000201/);
    expect(pix.pix.brCode).toContain('br.gov.bcb.pix');
    // Live charges cannot be simulated; test ones can.
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/web/orders/${pix.id}/simulate-payment`,
          headers: await as(user),
        })
      ).statusCode,
    ).toBe(403);
    const testPix = (
      await charge(test, { amount: 4_990, method: 'pix', description: 'E-book', customer })
    ).json();
    const simulated = await t.app.inject({
      method: 'POST',
      url: `/web/orders/${testPix.id}/simulate-payment`,
      headers: await as(user),
    });
    expect(simulated.json().status).toBe('paid');
    // Test mode moves no money.
    expect((await balance(user)).available).toBe(0);

    // The live one is paid by the acquirer's webhook; capture it and send it again.
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, pix.id));
    const { adapterFor } = await import('../acquirers/registry.ts');
    const { acquirers } = await import('../../db/schema.ts');
    const [acquirer] = await t.database.db
      .select()
      .from(acquirers)
      .where(eq(acquirers.id, row?.acquirerId as string));
    const captured: { path: string; headers: Record<string, string>; body: string }[] = [];
    const { createAcquirer } = await import('../../providers/acquirers/create-acquirer.ts');
    const { acquirerSettings } = await import('../acquirers/registry.ts');
    const spy = createAcquirer(acquirerSettings(t.app, acquirer as NonNullable<typeof acquirer>), {
      db: t.database.db,
      clock: t.clock,
      deliver: async (w) => {
        captured.push(w);
      },
      publicUrl: 'http://localhost:3000',
    });
    void adapterFor;
    await (spy as unknown as { simulatePayment(ref: string): Promise<void> }).simulatePayment(
      row?.acquirerReference as string,
    );
    const webhook = captured[0] as (typeof captured)[number];
    const send = (body = webhook.body, headers = webhook.headers) =>
      t.app.inject({
        method: 'POST',
        url: webhook.path,
        headers: { 'content-type': 'application/json', ...headers },
        payload: body,
      });
    expect((await send()).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await send()).json()).toEqual({ received: true, outcome: 'duplicate' });
    // Recorded once, as processed by the transaction that applied it.
    const recorded = await t.database.db
      .select({ processedAt: webhookEvents.processedAt })
      .from(webhookEvents)
      .where(
        and(
          eq(webhookEvents.source, `acquirer:${acquirer?.id}`),
          eq(webhookEvents.eventId, JSON.parse(webhook.body).id),
        ),
      );
    expect(recorded).toHaveLength(1);
    expect(recorded[0]?.processedAt).toBeInstanceOf(Date);
    const forged = await send(webhook.body.replace('4990', '9999'));
    expect(forged.statusCode).toBe(401);
    expect(await balance(user)).toMatchObject({ available: 4_941 });
    const sales = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where reference = ${`sale:${pix.id}`}`,
    );
    const counted = (Array.isArray(sales) ? sales : (sales as { rows: { n: number }[] }).rows) as {
      n: number;
    }[];
    expect(counted[0]?.n).toBe(1);
  });
});

describe('refunds and chargebacks', () => {
  it('refunds in part and in full, taking from the sale first and keeping the fee', async () => {
    const { user, live } = await sellerWithKeys();
    const paid = (
      await charge(live, {
        amount: 10_000,
        method: 'card',
        instalments: 3,
        description: 'Curso',
        customer,
        card: card('4111111111111111'),
      })
    ).json();
    const refund = (amount?: number) =>
      t.app.inject({
        method: 'POST',
        url: `/web/orders/${paid.id}/refund`,
        headers: bearer(user.token),
        payload: amount ? { amount } : {},
      });
    const partial = await refund(5_297);
    expect(partial.json()).toMatchObject({ status: 'paid', refundedAmount: 5_297 });
    // 5297 of T=10595: the seller is debited round(10000 × 5297 / 10595) = 5000, from this sale's pending.
    expect(await balance(user)).toMatchObject({
      pending: 8_461 - 5_000,
      reserve: 940,
      available: 0,
    });
    expect((await refund(9_999)).json().error.code).toBe('refund.above_refundable');
    const full = await refund();
    expect(full.json()).toMatchObject({ status: 'refunded', refundedAmount: 10_595 });
    // P = 10000 came back in all: 8461 pending + 940 reserve + 599 more, the fee the seller keeps paying.
    expect(await balance(user)).toMatchObject({ pending: 0, reserve: 0, available: -599 });
    expect((await refund()).json().error.code).toBe('payments.not_refundable');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });

  it("audits an admin's refund with the refund itself; a key never refunds the other mode's charge", async () => {
    const { test, live } = await sellerWithKeys();
    const paid = (
      await charge(live, {
        amount: 10_000,
        method: 'card',
        description: 'Curso',
        customer,
        card: card('4111111111111111'),
      })
    ).json();
    const byTestKey = await t.app.inject({
      method: 'POST',
      url: `/v1/charges/${paid.id}/refunds`,
      headers: bearer(test),
      payload: {},
    });
    expect(byTestKey.statusCode).toBe(404);
    const byAdmin = await t.app.inject({
      method: 'POST',
      url: `/web/admin/orders/${paid.id}/refund`,
      headers: await as(admin),
      payload: { amount: 1_000 },
    });
    expect(byAdmin.statusCode).toBe(200);
    const [refund] = await t.database.db
      .select()
      .from(refunds)
      .where(eq(refunds.transactionId, paid.id));
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.targetId, paid.id));
    // Written when the refund was reserved, before the acquirer was asked.
    expect(entries).toEqual([
      expect.objectContaining({
        actorId: admin.id,
        action: 'admin.order.refund',
        targetType: 'transaction',
        after: { refundId: refund?.id, amount: 1_000, status: 'requested' },
      }),
    ]);
  });

  it('holds funds in protest, releases them when won, and reverses a chargeback', async () => {
    const { user, live } = await sellerWithKeys();
    const paid = (
      await charge(live, {
        amount: 10_000,
        method: 'card',
        instalments: 3,
        description: 'Curso',
        customer,
        card: card('4111111111111111'),
      })
    ).json();
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, paid.id));
    const { acquirers } = await import('../../db/schema.ts');
    const [acquirer] = await t.database.db
      .select()
      .from(acquirers)
      .where(eq(acquirers.id, row?.acquirerId as string));
    const { adapterFor } = await import('../acquirers/registry.ts');
    const sandbox = adapterFor(t.app, acquirer as NonNullable<typeof acquirer>) as unknown as {
      simulateProtest(ref: string): Promise<void>;
      simulateProtestWon(ref: string): Promise<void>;
      simulateChargeback(ref: string): Promise<void>;
    };
    const status = async () =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/web/orders/${paid.id}`,
          headers: await as(user),
        })
      ).json().charge.status;
    await sandbox.simulateProtest(row?.acquirerReference as string);
    expect(await status()).toBe('in_protest');
    await sandbox.simulateProtestWon(row?.acquirerReference as string);
    expect(await status()).toBe('paid');
    await sandbox.simulateChargeback(row?.acquirerReference as string);
    expect(await status()).toBe('chargeback');
    expect(await balance(user)).toMatchObject({ pending: 0, reserve: 0, available: -599 });
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});

describe('orders and clients are private', () => {
  it("never shows a seller another seller's orders or clients", async () => {
    const owner = await sellerWithKeys();
    const stranger = await sellerWithKeys();
    const paid = (
      await charge(owner.live, {
        amount: 5_000,
        method: 'card',
        description: 'Kit',
        customer: { ...customer, document: '111.444.777-35' },
        card: card('4111111111111111'),
      })
    ).json();
    const strangerHeaders = await as(stranger.user);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/web/orders/${paid.id}`,
          headers: strangerHeaders,
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/web/orders/${paid.id}/refund`,
          headers: strangerHeaders,
          payload: {},
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/v1/charges/${paid.id}`,
          headers: bearer(stranger.live),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/web/orders', headers: strangerHeaders })).json()
        .total,
    ).toBe(0);
    expect(
      (await t.app.inject({ method: 'GET', url: '/web/clients', headers: strangerHeaders })).json()
        .total,
    ).toBe(0);
    const mine = (
      await t.app.inject({
        method: 'GET',
        url: '/web/clients?search=bia',
        headers: await as(owner.user),
      })
    ).json();
    expect(mine.items[0]).toMatchObject({
      document: '11144477735',
      orders: 1,
      totalValue: 5_000,
      averageTicket: 5_000,
    });
    // Another buyer of the same seller, to show the client's list holds only its own orders.
    await charge(owner.live, {
      amount: 7_000,
      method: 'card',
      description: 'Kit',
      customer,
      card: card('4111111111111111'),
    });
    const clientOrders = (url: string, headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url, headers }).then((r) => r.json());
    const ownOrders = await clientOrders(
      '/web/clients/11144477735/orders?pageSize=all',
      await as(owner.user),
    );
    expect(ownOrders.items.map((o: { id: string }) => o.id)).toEqual([paid.id]);
    expect(ownOrders.total).toBe(1);
    expect((await clientOrders('/web/clients/11144477735/orders', strangerHeaders)).total).toBe(0);
    const filtered = (
      await t.app.inject({
        method: 'GET',
        url: '/web/orders?method=pix',
        headers: await as(owner.user),
      })
    ).json();
    expect(filtered.total).toBe(0);
  });
});

describe('admin users total invoiced', () => {
  it('sums what buyers paid in live sales, less refunds, leaving out test mode and refusals', async () => {
    const { user, live, test } = await sellerWithKeys();
    const sale = (key: string, number: string, instalments = 1) =>
      charge(key, {
        amount: 10_000,
        method: 'card',
        instalments,
        description: 'Curso',
        customer,
        card: card(number),
      });
    const paid = (await sale(live, '4111111111111111', 3)).json();
    expect(paid.buyerTotal).toBe(10_595);
    await sale(live, '4111111111111111');
    await sale(live, '4000000000009995');
    await sale(test, '4111111111111111');
    const refund = await t.app.inject({
      method: 'POST',
      url: `/web/orders/${paid.id}/refund`,
      headers: await as(user),
      payload: { amount: 595 },
    });
    expect(refund.statusCode).toBe(200);
    const headers = await as(admin);
    const row = (
      await t.app.inject({
        method: 'GET',
        url: `/web/admin/users?search=${encodeURIComponent(user.email)}`,
        headers,
      })
    ).json().items[0];
    expect(row.totalInvoiced).toBe(10_595 - 595 + 10_000);
    const detail = (
      await t.app.inject({ method: 'GET', url: `/web/admin/users/${user.id}`, headers })
    ).json();
    expect(detail.user.totalInvoiced).toBe(20_000);
  });
});

// Last in the file: it moves the shared clock forward by days.
describe('abandoned charges', () => {
  it('cancels expired Pix and boletos once, tells the seller, and honours a late boleto settlement', async () => {
    const { user, live } = await sellerWithKeys();
    const endpoint = await t.app.inject({
      method: 'POST',
      url: '/web/integrations/webhooks',
      headers: await as(user),
      payload: { url: 'https://seller.example.com/hooks', events: ['charge.abandoned'] },
    });
    expect(endpoint.statusCode).toBe(201);
    const pix = (
      await charge(live, { amount: 4_990, method: 'pix', description: 'E-book', customer })
    ).json();
    const boleto = (
      await charge(live, { amount: 4_990, method: 'boleto', description: 'E-book', customer })
    ).json();
    expect([pix.status, boleto.status]).toEqual(['pending', 'pending']);

    // An acquirer client that captures its webhooks instead of delivering them.
    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, pix.id));
    const { acquirers } = await import('../../db/schema.ts');
    const [acquirer] = await t.database.db
      .select()
      .from(acquirers)
      .where(eq(acquirers.id, row?.acquirerId as string));
    const { createAcquirer } = await import('../../providers/acquirers/create-acquirer.ts');
    const { acquirerSettings } = await import('../acquirers/registry.ts');
    const captured: { path: string; headers: Record<string, string>; body: string }[] = [];
    const spy = createAcquirer(acquirerSettings(t.app, acquirer as NonNullable<typeof acquirer>), {
      db: t.database.db,
      clock: t.clock,
      deliver: async (w) => {
        captured.push(w);
      },
      publicUrl: 'http://localhost:3000',
    });

    const { expireAbandonedCharges, pixGraceMs } = await import('./expiry.ts');
    const status = async (id: string) =>
      (
        await t.app.inject({ method: 'GET', url: `/web/orders/${id}`, headers: await as(user) })
      ).json().charge;
    const abandonedDeliveries = async () => {
      const result = await t.database.db.execute(
        sql`select count(*)::int as n from webhook_deliveries where seller_id = ${user.id} and event_type = 'charge.abandoned'`,
      );
      const rows = (
        Array.isArray(result) ? result : (result as { rows: { n: number }[] }).rows
      ) as {
        n: number;
      }[];
      return rows[0]?.n;
    };

    // Within its hour (and the grace period) nothing happens.
    t.clock.advance(60 * 60_000);
    await expireAbandonedCharges(t.app);
    expect((await status(pix.id)).status).toBe('pending');
    t.clock.advance(pixGraceMs + 1_000);
    await expireAbandonedCharges(t.app);
    expect((await status(pix.id)).status).toBe('canceled');
    expect((await status(boleto.id)).status).toBe('pending');
    expect(await abandonedDeliveries()).toBe(1);
    const timeline = (
      await t.app.inject({ method: 'GET', url: `/web/orders/${pix.id}`, headers: await as(user) })
    ).json().timeline;
    // The platform's clock cancelled it, not the acquirer.
    expect(timeline.at(-1)).toMatchObject({
      type: 'abandoned',
      status: 'canceled',
      actorType: 'system',
      note: 'expired',
    });
    await expireAbandonedCharges(t.app);
    expect(await abandonedDeliveries()).toBe(1);

    // The boleto waits for its due date and the banks' settlement days, then goes too.
    t.clock.advanceDays(4);
    await expireAbandonedCharges(t.app);
    expect((await status(boleto.id)).status).toBe('pending');
    t.clock.advanceDays(10);
    await expireAbandonedCharges(t.app);
    expect((await status(boleto.id)).status).toBe('canceled');
    expect(await abandonedDeliveries()).toBe(2);

    // The buyer's bank settled it after all: the money arrived, so the sale stands, once.
    const [boletoRow] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, boleto.id));
    await (spy as unknown as { simulatePayment(ref: string): Promise<void> }).simulatePayment(
      boletoRow?.acquirerReference as string,
    );
    expect(captured).toHaveLength(1);
    const webhook = captured[0] as (typeof captured)[number];
    const send = () =>
      t.app.inject({
        method: 'POST',
        url: webhook.path,
        headers: { 'content-type': 'application/json', ...webhook.headers },
        payload: webhook.body,
      });
    expect((await send()).json()).toEqual({ received: true, outcome: 'applied' });
    expect((await send()).json()).toEqual({ received: true, outcome: 'duplicate' });
    const late = await status(boleto.id);
    expect(late.status).toBe('paid');
    const sales = await t.database.db.execute(
      sql`select count(*)::int as n from ledger_transactions where reference = ${`sale:${boleto.id}`}`,
    );
    const counted = (Array.isArray(sales) ? sales : (sales as { rows: { n: number }[] }).rows) as {
      n: number;
    }[];
    expect(counted[0]?.n).toBe(1);
    // The expired Pix could not be paid: the sandbox refuses it, as a bank would.
    expect((await status(pix.id)).status).toBe('canceled');
    expect(await checkLedger(t.database.db)).toEqual([]);
  });
});
