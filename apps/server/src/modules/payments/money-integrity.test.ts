import { defaultFeeProfile, type FeeProfile } from '@repasse/core/fees/fee-profile';
import { defaultPlatformSettings } from '@repasse/core/fees/platform-settings';
import { and, eq, ne, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acquirerDiscrepancies, refunds, sandboxCharges, transactions } from '../../db/schema.ts';
import type { SandboxWebhookBody } from '../../providers/acquirers/sandbox-webhook.ts';
import { pagarmeAcquirerInput } from '../../test/acquirers.ts';
import { createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
import { notifyFromSandbox, sandboxAcquirer } from '../../test/sandbox-acquirer.ts';
import {
  createCharge,
  sellerWithKeys,
  sessionHeaders,
  testCard,
  testCustomer,
} from '../../test/sellers.ts';
import { ensureSandboxAcquirer } from '../acquirers/registry.ts';
import { settleSandboxAcquirers } from '../acquirers/sandbox-settlement.ts';
import { releaseDueFunds } from '../ledger/release.ts';
import { reconcileRefunds, refundRetryAfterMs } from './refund-reconcile.ts';

let t: TestApp;
let admin: { id: string };
beforeAll(async () => {
  // Demo mode as `npm start` runs it: the sandbox pays live Pix and boleto after 30 seconds.
  t = await createTestApp({ queue: true, config: { sandboxAutoPaySeconds: 30 } });
  admin = await createUserAndLogin(t, 'admin');
  await ensureSandboxAcquirer(t.app);
});
afterAll(() => t.close());

type Charge = {
  id: string;
  status: string;
  refundedAmount: number;
  pendingRefundAmount: number;
  buyerTotal: number;
};

const adminHeaders = () => sessionHeaders(t, admin);

const sandbox = () => sandboxAcquirer(t);
const notify = (body: SandboxWebhookBody) => notifyFromSandbox(t, body);

async function chargeRow(id: string) {
  const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, id));
  if (!row) throw new Error('no charge');
  return row;
}

async function acquirerRefunded(id: string) {
  const row = await chargeRow(id);
  const [acquirerSide] = await t.database.db
    .select({ refunded: sandboxCharges.refundedAmount })
    .from(sandboxCharges)
    .where(
      and(
        eq(sandboxCharges.acquirerReference, row.acquirerReference ?? ''),
        ne(sandboxCharges.method, 'refund'),
      ),
    );
  return acquirerSide?.refunded ?? 0;
}

/** What the ledger holds as refunded for a sale: the sum of its refund postings. */
async function ledgerRefunded(id: string) {
  const result = await t.database.db.execute(sql`
    select coalesce(sum((metadata->>'amount')::bigint), 0)::text as total
    from ledger_transactions where type = 'refund' and metadata->>'saleId' = ${id}`);
  const rows = (Array.isArray(result) ? result : (result as { rows: unknown[] }).rows) as {
    total: string;
  }[];
  return Number(rows[0]?.total ?? 0);
}

const balance = async (user: { id: string }) =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/web/financial/balance',
      headers: await sessionHeaders(t, user),
    })
  ).json<{ available: number; pending: number; reserve: number }>();

const refund = (key: string, id: string, amount?: number, idempotencyKey?: string) =>
  t.app.inject({
    method: 'POST',
    url: `/v1/charges/${id}/refunds`,
    headers: {
      authorization: `Bearer ${key}`,
      ...(idempotencyKey ? { 'idempotency-key': idempotencyKey } : {}),
    },
    payload: amount === undefined ? {} : { amount },
  });

async function paidCard(key: string, amount = 10_000) {
  const response = await createCharge(t, key, {
    amount,
    method: 'card',
    description: 'Curso',
    customer: testCustomer,
    card: testCard(),
  });
  expect(response.statusCode).toBe(201);
  const charge = response.json<Charge>();
  expect(charge.status).toBe('paid');
  return charge;
}

describe('demo mode', () => {
  it('pays live Pix and boleto by itself after SANDBOX_AUTOPAY_SECONDS; test mode waits', async () => {
    const { user, live, test } = await sellerWithKeys(t);
    const body = { description: 'Ebook', customer: testCustomer };
    const pix = (await createCharge(t, live, { ...body, amount: 4_990, method: 'pix' })).json();
    const boleto = (
      await createCharge(t, live, { ...body, amount: 10_000, method: 'boleto' })
    ).json();
    const testPix = (await createCharge(t, test, { ...body, amount: 4_990, method: 'pix' })).json();
    expect([pix.status, boleto.status, testPix.status]).toEqual(['pending', 'pending', 'pending']);

    t.clock.advance(29_000);
    await settleSandboxAcquirers(t.app);
    expect((await chargeRow(pix.id)).status).toBe('pending');

    t.clock.advance(2_000);
    await settleSandboxAcquirers(t.app);
    expect((await chargeRow(pix.id)).status).toBe('paid');
    expect((await chargeRow(boleto.id)).status).toBe('paid');
    expect((await chargeRow(testPix.id)).status).toBe('pending');
    // The Pix example of docs/money.md §4: 0.99% of R$ 49.90, released at once.
    const paid = await balance(user);
    expect(paid.available).toBe(4_941);
    expect(paid.pending).toBe(boleto.fees.net);

    // The boleto's funds follow its release days (2 in the default profile).
    t.clock.advance(2 * 86_400_000);
    await releaseDueFunds(t.database.db, t.clock);
    expect(await balance(user)).toMatchObject({
      available: 4_941 + boleto.fees.net,
      pending: 0,
    });
  });
});

describe('fees fixed at creation', () => {
  it('posts the stored breakdown when paid, even if the profile changed or would refuse the sale', async () => {
    const headers = await adminHeaders();
    const profile: FeeProfile = {
      ...defaultFeeProfile,
      uniqueId: `fixed-${Date.now()}`,
      pix: { percentage: '0', fixed: 0 },
      releaseDays: { pix: 0, boleto: 2, card: 30 },
    };
    const created = await t.app.inject({
      method: 'POST',
      url: '/web/admin/fee-profiles',
      headers,
      payload: profile,
    });
    const profileId = created.json<{ id: string }>().id;
    const { user, live } = await sellerWithKeys(t, { feeProfileId: profileId });
    const quoted = (
      await createCharge(t, live, {
        amount: 10_000,
        method: 'pix',
        description: 'Mentoria',
        customer: testCustomer,
      })
    ).json();
    expect(quoted.fees.net).toBe(10_000);

    // Meanwhile the profile would take more than the price, and the schedule and minimum change.
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/web/admin/fee-profiles/${profileId}`,
      headers,
      payload: {
        ...profile,
        pix: { percentage: '10', fixed: 100_000 },
        releaseDays: { pix: 30, boleto: 2, card: 30 },
      },
    });
    expect(changed.statusCode).toBe(200);
    const settings = await t.app.inject({
      method: 'PUT',
      url: '/web/admin/platform-settings',
      headers,
      payload: { ...defaultPlatformSettings, minimumCharge: 20_000 },
    });
    expect(settings.statusCode).toBe(200);
    try {
      const { adapter } = await sandbox();
      await adapter.simulatePayment((await chargeRow(quoted.id)).acquirerReference ?? '');
      expect((await chargeRow(quoted.id)).status).toBe('paid');
      // Net R$ 100.00 as quoted, available at once as the profile said when the charge was made.
      expect(await balance(user)).toMatchObject({ available: 10_000, pending: 0 });
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/web/admin/platform-settings',
        headers,
        payload: defaultPlatformSettings,
      });
    }
  });
});

describe('refunds against the acquirer', () => {
  it('applies only what a refund notice adds, and holds what does not reconcile', async () => {
    const { user, live } = await sellerWithKeys(t);
    const charge = await paidCard(live);
    const before = await balance(user);

    const partial = await refund(live, charge.id, 1_000);
    expect(partial.statusCode).toBe(200);
    expect(partial.json()).toMatchObject({ status: 'paid', refundedAmount: 1_000 });
    // The sandbox now sends its notice: refunded so far R$ 10.00, nothing new for the ledger.
    await settleSandboxAcquirers(t.app);
    const afterNotice = await chargeRow(charge.id);
    expect(afterNotice).toMatchObject({ status: 'paid', refundedAmount: 1_000 });
    // The seller gave back exactly R$ 10.00 (no instalment fee: P × 10.00 / T), once.
    const total = (b: { available: number; pending: number; reserve: number }) =>
      b.available + b.pending + b.reserve;
    expect(total(before) - total(await balance(user))).toBe(1_000);
    expect(await ledgerRefunded(charge.id)).toBe(1_000);

    const reference = afterNotice.acquirerReference ?? '';
    const notice = (id: string, amount?: number) =>
      notify({
        id,
        type: 'refunded',
        reference: null,
        acquirerReference: reference,
        ...(amount === undefined ? {} : { amount }),
      });
    // The same total again under another event id: still nothing new.
    expect((await notice('evt-same', 1_000)).json()).toMatchObject({ outcome: 'ignored' });
    // R$ 20.00 more refunded on the acquirer's side: exactly that is applied.
    expect((await notice('evt-more', 3_000)).json()).toMatchObject({ outcome: 'applied' });
    expect(await chargeRow(charge.id)).toMatchObject({ status: 'paid', refundedAmount: 3_000 });
    expect(total(before) - total(await balance(user))).toBe(3_000);
    // An older notice arriving late changes nothing.
    expect((await notice('evt-stale', 2_000)).json()).toMatchObject({ outcome: 'ignored' });
    // More than the buyer paid, and a notice without an amount: held for an admin, not applied.
    expect((await notice('evt-too-much', 50_000)).statusCode).toBe(200);
    expect((await notice('evt-no-amount')).statusCode).toBe(200);
    expect(await chargeRow(charge.id)).toMatchObject({ status: 'paid', refundedAmount: 3_000 });
    expect(await ledgerRefunded(charge.id)).toBe(3_000);
    const held = await t.database.db
      .select()
      .from(acquirerDiscrepancies)
      .where(eq(acquirerDiscrepancies.transactionId, charge.id));
    expect(held.map((h) => [h.eventId, h.reason, h.reportedAmount]).sort()).toEqual([
      ['evt-no-amount', 'refund_amount_missing', null],
      ['evt-too-much', 'refund_exceeds_refundable', 50_000],
    ]);
    expect(held.every((h) => h.status === 'open')).toBe(true);

    // Admins see them with the seller and the acquirer, and resolve them once, saying how.
    const headers = await adminHeaders();
    const open = await t.app.inject({
      method: 'GET',
      url: '/web/admin/discrepancies?status=open&pageSize=100',
      headers,
    });
    const listed = open
      .json<{ items: { id: string; eventId: string; seller: { id: string } }[] }>()
      .items.filter((item) => item.seller.id === user.id);
    expect(listed.map((item) => item.eventId).sort()).toEqual(['evt-no-amount', 'evt-too-much']);
    const target = listed[0]?.id;
    const resolve = (note: string) =>
      t.app.inject({
        method: 'POST',
        url: `/web/admin/discrepancies/${target}/resolve`,
        headers,
        payload: { note },
      });
    const resolved = await resolve('Confirmed with the acquirer: duplicate notice.');
    expect(resolved.statusCode).toBe(200);
    expect(resolved.json()).toMatchObject({ status: 'resolved', resolvedBy: { id: admin.id } });
    expect((await resolve('again')).statusCode).toBe(409);
  });

  it('keeps the acquirer and the ledger equal under concurrent partial refunds', async () => {
    const { live } = await sellerWithKeys(t);
    const charge = await paidCard(live);
    const answers = await Promise.all(
      [0, 1, 2].map((i) => refund(live, charge.id, 2_000, `concurrent-refund-${charge.id}-${i}`)),
    );
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200]);
    expect(await acquirerRefunded(charge.id)).toBe(6_000);
    expect(await ledgerRefunded(charge.id)).toBe(6_000);
    expect(await chargeRow(charge.id)).toMatchObject({
      refundedAmount: 6_000,
      refundPendingAmount: 0,
    });
    const rest = await refund(live, charge.id);
    expect(rest.statusCode).toBe(200);
    expect(rest.json()).toMatchObject({ status: 'refunded', refundedAmount: 10_000 });
    expect(await acquirerRefunded(charge.id)).toBe(10_000);
    expect(await ledgerRefunded(charge.id)).toBe(10_000);
    expect((await refund(live, charge.id, 100)).statusCode).toBe(409);
  });

  it('never refunds more than the buyer paid when refunds race past the total', async () => {
    const { live } = await sellerWithKeys(t);
    const charge = await paidCard(live);
    const answers = await Promise.all(
      [0, 1, 2, 3, 4].map((i) => refund(live, charge.id, 3_000, `race-${charge.id}-${i}`)),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes).toEqual([200, 200, 200, 400, 400]);
    for (const refused of answers.filter((a) => a.statusCode === 400))
      expect(refused.json().error.code).toBe('refund.above_refundable');
    expect(await acquirerRefunded(charge.id)).toBe(9_000);
    expect(await ledgerRefunded(charge.id)).toBe(9_000);
  });

  it('answers 202 when the acquirer answer is lost, then reconciles it; a refusal frees the amount', async () => {
    const { live } = await sellerWithKeys(t);
    const charge = await paidCard(live);
    // R$ x,13: the sandbox makes the refund but its answer times out.
    const lost = await refund(live, charge.id, 1_013);
    expect(lost.statusCode).toBe(202);
    expect(lost.json()).toMatchObject({ refundedAmount: 0, pendingRefundAmount: 1_013 });
    expect(await acquirerRefunded(charge.id)).toBe(1_013);
    expect(await ledgerRefunded(charge.id)).toBe(0);
    // What is pending cannot be refunded twice.
    expect((await refund(live, charge.id, 10_000 - 1_012)).statusCode).toBe(400);

    // Too early for the reconciler; then it asks again with the same reference.
    expect(await reconcileRefunds(t.app)).toBe(0);
    t.clock.advance(refundRetryAfterMs + 1_000);
    expect(await reconcileRefunds(t.app)).toBe(1);
    expect(await chargeRow(charge.id)).toMatchObject({
      refundedAmount: 1_013,
      refundPendingAmount: 0,
    });
    expect(await acquirerRefunded(charge.id)).toBe(1_013);
    expect(await ledgerRefunded(charge.id)).toBe(1_013);

    // Another lost answer, this time confirmed by the acquirer's notice before the reconciler.
    expect((await refund(live, charge.id, 2_013)).statusCode).toBe(202);
    await settleSandboxAcquirers(t.app);
    expect(await chargeRow(charge.id)).toMatchObject({
      refundedAmount: 3_026,
      refundPendingAmount: 0,
    });
    t.clock.advance(refundRetryAfterMs + 1_000);
    expect(await reconcileRefunds(t.app)).toBe(0);
    expect(await ledgerRefunded(charge.id)).toBe(3_026);

    // R$ x,14: refused for good; nothing moves and the amount is refundable again.
    const refused = await refund(live, charge.id, 1_014);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().error.code).toBe('payments.acquirer_refund_refused');
    expect(await chargeRow(charge.id)).toMatchObject({
      refundedAmount: 3_026,
      refundPendingAmount: 0,
    });
    const states = await t.database.db
      .select({ amount: refunds.amount, status: refunds.status })
      .from(refunds)
      .where(eq(refunds.transactionId, charge.id));
    expect(states.sort((a, b) => a.amount - b.amount)).toEqual([
      { amount: 1_013, status: 'confirmed' },
      { amount: 1_014, status: 'failed' },
      { amount: 2_013, status: 'confirmed' },
    ]);
    expect(await acquirerRefunded(charge.id)).toBe(await ledgerRefunded(charge.id));
  });
});

describe('amount bounds', () => {
  it('refuses amounts beyond the contract and the platform maximum, naming the limit', async () => {
    const { live, user } = await sellerWithKeys(t);
    const base = { method: 'pix', description: 'X', customer: testCustomer };
    const huge = await createCharge(t, live, { ...base, amount: Number.MAX_SAFE_INTEGER });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields.amount).toBe('At most R$10,000,000.00.');
    const ptBr = await t.app.inject({
      method: 'POST',
      url: '/v1/charges',
      headers: { authorization: `Bearer ${live}`, 'accept-language': 'pt-BR' },
      payload: { ...base, amount: 1_000_000_001 },
    });
    expect(ptBr.json().error.fields.amount).toBe('No máximo R$\u00a010.000.000,00.');
    const aboveSetting = await createCharge(t, live, { ...base, amount: 100_000_001 });
    expect(aboveSetting.statusCode).toBe(400);
    expect(aboveSetting.json().error).toMatchObject({
      code: 'sale.above_maximum',
      message: 'The amount is above the maximum charge of R$1,000,000.00.',
    });
    const headers = await sessionHeaders(t, user);
    const product = await t.app.inject({
      method: 'POST',
      url: '/web/products',
      headers,
      payload: { name: 'Caro', price: 2 ** 53, methods: ['pix'] },
    });
    expect(product.statusCode).toBe(400);
    expect(Object.keys(product.json().error.fields)).toEqual(['price']);
    const withdrawal = await t.app.inject({
      method: 'POST',
      url: '/v1/withdrawals',
      headers: { authorization: `Bearer ${live}` },
      payload: { amount: 1e15 },
    });
    expect(withdrawal.statusCode).toBe(400);
  });

  it('never fails a list or a balance because of the amounts stored', async () => {
    const { user } = await sellerWithKeys(t);
    // Rows from before the limits existed, far beyond what a number holds exactly when summed.
    const now = new Date();
    const legacy = {
      sellerId: user.id,
      livemode: true,
      status: 'paid' as const,
      method: 'pix' as const,
      description: 'legado',
      price: Number.MAX_SAFE_INTEGER,
      buyerTotal: Number.MAX_SAFE_INTEGER,
      instalmentFee: 0,
      instalmentFeePayer: 'buyer',
      sellerFee: 0,
      net: Number.MAX_SAFE_INTEGER,
      reserve: 0,
      platformRevenue: 0,
      releaseDays: 0,
      reserveDays: 30,
      buyerEmail: 'x@example.com',
      buyerName: 'X',
      buyerDocument: '52998224725',
      paidAt: now,
      createdAt: now,
      updatedAt: now,
    };
    await t.database.db.insert(transactions).values([legacy, legacy]);
    const users = await t.app.inject({
      method: 'GET',
      url: `/web/admin/users/${user.id}`,
      headers: await adminHeaders(),
    });
    expect(users.statusCode).toBe(200);
    expect(users.json().user.totalInvoiced).toBe(Number.MAX_SAFE_INTEGER);
    const list = await t.app.inject({
      method: 'GET',
      url: '/web/admin/users?pageSize=100',
      headers: await adminHeaders(),
    });
    expect(list.statusCode).toBe(200);
    const headers = await sessionHeaders(t, user);
    for (const url of ['/web/clients', '/web/orders', '/web/financial/balance']) {
      const response = await t.app.inject({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(200);
    }
    // The rows are not sales the ledger knows: take them out so the file's ledger check holds.
    await t.database.db
      .delete(transactions)
      .where(and(eq(transactions.sellerId, user.id), eq(transactions.description, 'legado')));
  });
});

describe('ids in a body belong to the caller', () => {
  it("refuses another seller's product in a charge as not found", async () => {
    const owner = await sellerWithKeys(t);
    const other = await sellerWithKeys(t);
    const product = await t.app.inject({
      method: 'POST',
      url: '/web/products',
      headers: await sessionHeaders(t, owner.user),
      payload: { name: 'Curso', price: 5_000, methods: ['pix'] },
    });
    const productId = product.json<{ id: string }>().id;
    const body = {
      amount: 5_000,
      method: 'pix',
      description: 'X',
      customer: testCustomer,
      productId,
    };
    const stolen = await createCharge(t, other.live, body);
    expect(stolen.statusCode).toBe(404);
    expect(stolen.json().error.fields).toHaveProperty('productId');
    expect((await createCharge(t, owner.live, body)).statusCode).toBe(201);
  });
});

describe('the built-in sandbox acquirer', () => {
  it('survives an admin adding the first acquirer before anything read the list', async () => {
    const fresh = await createTestApp();
    try {
      const admin = await createUserAndLogin(fresh, 'admin');
      const headers = await sessionHeaders(fresh, admin);
      const created = await fresh.app.inject({
        method: 'POST',
        url: '/web/admin/acquirers',
        headers,
        payload: pagarmeAcquirerInput(),
      });
      expect(created.statusCode).toBe(201);
      const list = await fresh.app.inject({ method: 'GET', url: '/web/admin/acquirers', headers });
      const kinds = list.json<{ items: { kind: string }[] }>().items.map((item) => item.kind);
      expect(kinds.sort()).toEqual(['pagarme', 'sandbox']);
      const routing = (
        await fresh.app.inject({ method: 'GET', url: '/web/admin/acquirer-routing', headers })
      ).json<Record<string, string[]>>();
      expect(Object.values(routing).every((ids) => ids.length === 1)).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});
