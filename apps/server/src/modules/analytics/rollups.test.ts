import { saoPauloDay } from '@repasse/core/calendar/business-days';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acquirers,
  analyticsAttemptsDaily,
  analyticsPayoutsDaily,
  analyticsProductDaily,
  analyticsProductLatest,
  analyticsProductRunning,
  analyticsSalesDaily,
  analyticsSellerDaily,
  analyticsSellerLatest,
  analyticsSellerRunning,
  analyticsStatusDaily,
  refunds,
  transactionAttempts,
  transactionEvents,
  transactions,
  withdrawals,
} from '../../db/schema.ts';
import { insertCompletedWithdrawal, insertProduct } from '../../test/analytics.ts';
import { createTestApp, type TestApp } from '../../test/harness.ts';
import {
  createCharge,
  sellerWithKeys,
  sessionHeaders,
  type TestSeller,
  testCard,
  testCustomer,
} from '../../test/sellers.ts';
import { adapterFor } from '../acquirers/registry.ts';
import { rebuildAnalytics, refreshAnalytics } from './rollups.ts';

/*
 * The rollups against a recomputation straight from the source tables, written here in plain
 * TypeScript from the rows themselves, after a mix of sales, refusals, refunds and chargebacks in
 * both modes: after the first refresh, after the job's incremental refreshes (days it missed and a
 * change of month included), after two refreshes at once, and after a full rebuild. The running
 * totals are checked the same way, summed here day by day from the recomputed daily rows.
 */

let t: TestApp;
let ana: TestSeller;
let bruno: TestSeller;
let productA: string;

beforeAll(async () => {
  t = await createTestApp({ queue: true });
  t.clock.set('2026-04-10T13:00:00Z');
  ana = await sellerWithKeys(t);
  bruno = await sellerWithKeys(t);
  productA = await insertProduct(t.database.db, ana.user.id, 'Curso A');
});
afterAll(() => t.close());

type Body = Record<string, unknown>;
const cardSale = (amount: number, number = '4111111111111111', extra: Body = {}): Body => ({
  amount,
  method: 'card',
  instalments: 1,
  description: 'Curso',
  customer: testCustomer,
  card: testCard(number),
  ...extra,
});
const pixSale = (amount: number, extra: Body = {}): Body => ({
  amount,
  method: 'pix',
  description: 'E-book',
  customer: testCustomer,
  ...extra,
});

async function charge(key: string, body: Body): Promise<string> {
  const response = await createCharge(t, key, body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: string }>().id;
}

async function refund(seller: TestSeller, id: string, amount?: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/web/orders/${id}/refund`,
    headers: await sessionHeaders(t, seller.user),
    payload: amount === undefined ? {} : { amount },
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function simulatePayment(seller: TestSeller, id: string) {
  const response = await t.app.inject({
    method: 'POST',
    url: `/web/orders/${id}/simulate-payment`,
    headers: await sessionHeaders(t, seller.user),
  });
  expect(response.statusCode, response.body).toBe(200);
}

async function chargeBack(id: string) {
  const [row] = await t.database.db.select().from(transactions).where(eq(transactions.id, id));
  const [acquirer] = await t.database.db
    .select()
    .from(acquirers)
    .where(eq(acquirers.id, row?.acquirerId as string));
  const sandbox = adapterFor(t.app, acquirer as NonNullable<typeof acquirer>) as unknown as {
    simulateChargeback(reference: string): Promise<void>;
  };
  await sandbox.simulateChargeback(row?.acquirerReference as string);
}

// ------------------------------------------------------------------ the independent recomputation

type Sums = Record<string, number>;
const sorted = (map: Map<string, Sums>) => [...map].sort(([a], [b]) => a.localeCompare(b));
const day = (at: Date | null) => (at ? saoPauloDay(at) : null);

function adder() {
  const rows = new Map<string, Sums>();
  return {
    rows,
    add(key: string, sums: Sums) {
      const row = rows.get(key) ?? {};
      for (const [name, value] of Object.entries(sums)) row[name] = (row[name] ?? 0) + value;
      rows.set(key, row);
    },
  };
}

async function expected() {
  const db = t.database.db;
  const txs = await db.select().from(transactions);
  const byId = new Map(txs.map((row) => [row.id, row]));
  const attempts = await db.select().from(transactionAttempts);
  const sales = adder();
  const statuses = adder();
  const sellers = adder();
  const productRows = adder();
  const attemptRows = adder();
  const payouts = adder();
  const keyOf = (...parts: unknown[]) => parts.map((p) => String(p ?? '')).join('|');
  const fact = (row: (typeof txs)[number], on: string, sums: Sums, product: Sums | null) => {
    sales.add(keyOf(on, row.livemode, row.method, row.acquirerId), sums);
    const {
      cardFallbacks,
      createdAmount,
      sellerFees,
      instalmentFees,
      platformRevenue,
      acquirerCosts,
      ...seller
    } = sums;
    sellers.add(keyOf(on, row.livemode, row.sellerId, row.method), seller);
    if (product && row.productId)
      productRows.add(keyOf(on, row.livemode, row.productId, row.sellerId), product);
  };
  const zero = {
    createdCount: 0,
    createdAmount: 0,
    paidCount: 0,
    gross: 0,
    net: 0,
    sellerFees: 0,
    instalmentFees: 0,
    platformRevenue: 0,
    acquirerCosts: 0,
    refundsCount: 0,
    refunds: 0,
    chargebacksCount: 0,
    chargebacks: 0,
    cardFallbacks: 0,
  };
  for (const row of txs) {
    const tries = attempts.filter((a) => a.transactionId === row.id).length;
    const created = day(row.createdAt) as string;
    fact(
      row,
      created,
      {
        ...zero,
        createdCount: 1,
        createdAmount: row.buyerTotal,
        cardFallbacks: row.method === 'card' && tries > 1 ? 1 : 0,
      },
      { createdCount: 1, paidCount: 0, gross: 0 },
    );
    statuses.add(keyOf(created, row.livemode, 'pending'), { count: 1, amount: row.buyerTotal });
    const paid = day(row.paidAt);
    if (paid) {
      fact(
        row,
        paid,
        {
          ...zero,
          paidCount: 1,
          gross: row.buyerTotal,
          net: row.net,
          sellerFees: row.platformRevenue - row.instalmentFee,
          instalmentFees: row.instalmentFee,
          platformRevenue: row.platformRevenue,
          acquirerCosts: row.acquirerCost ?? 0,
        },
        { createdCount: 0, paidCount: 1, gross: row.buyerTotal },
      );
      statuses.add(keyOf(paid, row.livemode, 'paid'), { count: 1, amount: row.buyerTotal });
    }
  }
  for (const r of await db.select().from(refunds)) {
    const row = byId.get(r.transactionId);
    if (!row || r.status !== 'confirmed') continue;
    fact(row, day(r.confirmedAt) as string, { ...zero, refundsCount: 1, refunds: r.amount }, null);
  }
  for (const e of await db.select().from(transactionEvents)) {
    const row = byId.get(e.transactionId);
    if (!row || e.status === 'pending' || e.status === 'paid') continue;
    const transition = e.type === e.status || (e.type === 'abandoned' && e.status === 'canceled');
    if (!transition) continue;
    const on = day(e.createdAt) as string;
    statuses.add(keyOf(on, row.livemode, e.status), { count: 1, amount: row.buyerTotal });
    if (e.type === 'chargeback')
      fact(row, on, { ...zero, chargebacksCount: 1, chargebacks: e.amount ?? 0 }, null);
  }
  for (const a of attempts) {
    const row = byId.get(a.transactionId);
    if (!row) continue;
    attemptRows.add(keyOf(day(a.createdAt), row.livemode, a.acquirerId, a.outcome), { count: 1 });
  }
  for (const w of await db.select().from(withdrawals)) {
    if (w.status !== 'completed') continue;
    payouts.add(keyOf(day(w.completedAt)), { count: 1, providerCosts: w.providerCost ?? 0 });
  }
  // Running totals: per mode and id, in day order, the sums through each day that created or
  // paid something (the daily keys are day|livemode|id|…).
  const running = (daily: Map<string, Sums>) => {
    const days = adder();
    for (const [key, sums] of daily) {
      const [on, livemode, id] = key.split('|');
      days.add(keyOf(livemode, id, on), {
        cumCreated: sums.createdCount ?? 0,
        cumPaid: sums.paidCount ?? 0,
        cumGross: sums.gross ?? 0,
      });
    }
    const totals = new Map<string, Sums>();
    const through = new Map<string, Sums>();
    for (const [key, change] of sorted(days.rows)) {
      if (!change.cumCreated && !change.cumPaid) continue;
      const [livemode, id] = key.split('|');
      const last = through.get(keyOf(livemode, id)) ?? { cumCreated: 0, cumPaid: 0, cumGross: 0 };
      const next: Sums = {};
      for (const name of ['cumCreated', 'cumPaid', 'cumGross'])
        next[name] = (last[name] ?? 0) + (change[name] ?? 0);
      through.set(keyOf(livemode, id), next);
      totals.set(key, next);
    }
    return totals;
  };
  // The latest running row of each mode and id (the running keys are livemode|id|day).
  const latest = (runningTotals: Map<string, Sums>) => {
    const found = new Map<string, [string, Sums]>();
    for (const [key, sums] of sorted(runningTotals))
      found.set(key.split('|').slice(0, 2).join('|'), [key, sums]);
    return new Map(found.values());
  };
  const sellerRunning = running(sellers.rows);
  const productRunning = running(productRows.rows);
  return {
    sales: sales.rows,
    statuses: statuses.rows,
    sellers: sellers.rows,
    sellerRunning,
    sellerLatest: latest(sellerRunning),
    products: productRows.rows,
    productRunning,
    productLatest: latest(productRunning),
    attempts: attemptRows.rows,
    payouts: payouts.rows,
  };
}

/** The rollup tables, keyed and summed the same way. */
async function actual() {
  const db = t.database.db;
  const keyed = <R extends Record<string, unknown>>(rows: R[], keys: (keyof R)[]) => {
    const map = new Map<string, Sums>();
    for (const row of rows) {
      const sums: Sums = {};
      for (const [name, value] of Object.entries(row))
        if (!keys.includes(name as keyof R)) sums[name] = Number(value);
      map.set(keys.map((k) => String(row[k] ?? '')).join('|'), sums);
    }
    return map;
  };
  return {
    sales: keyed(await db.select().from(analyticsSalesDaily), [
      'day',
      'livemode',
      'method',
      'acquirerId',
    ]),
    statuses: keyed(await db.select().from(analyticsStatusDaily), ['day', 'livemode', 'status']),
    sellers: keyed(await db.select().from(analyticsSellerDaily), [
      'day',
      'livemode',
      'sellerId',
      'method',
    ]),
    sellerRunning: keyed(await db.select().from(analyticsSellerRunning), [
      'livemode',
      'sellerId',
      'day',
    ]),
    sellerLatest: keyed(await db.select().from(analyticsSellerLatest), [
      'livemode',
      'sellerId',
      'day',
    ]),
    productLatest: keyed(await db.select().from(analyticsProductLatest), [
      'livemode',
      'productId',
      'day',
    ]),
    products: keyed(await db.select().from(analyticsProductDaily), [
      'day',
      'livemode',
      'productId',
      'sellerId',
    ]),
    productRunning: keyed(await db.select().from(analyticsProductRunning), [
      'livemode',
      'productId',
      'day',
    ]),
    attempts: keyed(await db.select().from(analyticsAttemptsDaily), [
      'day',
      'livemode',
      'acquirerId',
      'outcome',
    ]),
    payouts: keyed(await db.select().from(analyticsPayoutsDaily), ['day']),
  };
}

async function expectRollupsToMatchSources() {
  const want = await expected();
  const got = await actual();
  for (const grain of Object.keys(want) as (keyof typeof want)[])
    expect(sorted(got[grain]), grain).toEqual(sorted(want[grain]));
  return want;
}

describe('rollups', () => {
  it('equal a recomputation from the sources after the first refresh and each incremental one', async () => {
    // Day 1 (April 10th): sales, refusals and a refund in both modes.
    const paid1 = await charge(
      ana.live,
      cardSale(10_000, '4111111111111111', { instalments: 3, productId: productA }),
    );
    const paid2 = await charge(ana.live, cardSale(24_900, '5555555555554444'));
    await charge(ana.live, cardSale(5_000, '4000000000009995', { productId: productA }));
    await charge(bruno.live, cardSale(7_000, '4000000000009979'));
    await charge(bruno.live, pixSale(4_990));
    await charge(ana.test, cardSale(99_900));
    await simulatePayment(ana, await charge(ana.test, pixSale(1_500, { productId: productA })));
    await refund(ana, paid1, 2_000);
    await insertCompletedWithdrawal(t.database.db, bruno.user.id, 120, '2026-04-10T14:00:00Z');
    expect(await refreshAnalytics(t.database.db, t.clock)).toBeNull();
    const first = await expectRollupsToMatchSources();
    expect([...first.statuses.keys()]).toEqual(
      expect.arrayContaining(['2026-04-10|true|refused', '2026-04-10|false|paid']),
    );

    // Day 2: a sale, a chargeback of day 1's sale, a full refund, a test refusal.
    t.clock.advanceDays(1);
    await charge(bruno.live, cardSale(3_300, '6362970000457013'));
    await chargeBack(paid1);
    await refund(ana, paid2);
    await charge(ana.test, cardSale(2_000, '4000000000009995'));
    expect(await refreshAnalytics(t.database.db, t.clock)).toEqual({
      from: '2026-04-10',
      to: '2026-04-11',
    });
    const second = await expectRollupsToMatchSources();
    expect(second.statuses.get('2026-04-11|true|chargeback')).toMatchObject({ count: 1 });
    expect(second.statuses.get('2026-04-11|true|refunded')).toEqual({ count: 1, amount: 24_900 });

    // Two days no worker ran, then a refresh at 02:30Z: 23:30 of the 14th in São Paulo.
    t.clock.advanceDays(1);
    await charge(ana.live, cardSale(1_990, '4111111111111111', { productId: productA }));
    t.clock.advanceDays(1);
    await charge(bruno.live, pixSale(2_500));
    t.clock.set('2026-04-15T02:30:00Z');
    const late = await charge(ana.live, cardSale(4_000));
    expect(await refreshAnalytics(t.database.db, t.clock)).toEqual({
      from: '2026-04-11',
      to: '2026-04-14',
    });
    const third = await expectRollupsToMatchSources();
    expect(third.sales.get(`2026-04-14|true|card|${(await acquirerOf(late)) ?? ''}`)).toMatchObject(
      {
        paidCount: 1,
        gross: 4_000,
      },
    );
  });

  it('stays right when two processes refresh at once, and a rebuild writes the same rows', async () => {
    t.clock.set('2026-04-15T12:00:00Z');
    await charge(bruno.live, cardSale(8_800));
    await Promise.all([
      refreshAnalytics(t.database.db, t.clock),
      refreshAnalytics(t.database.db, t.clock),
    ]);
    await expectRollupsToMatchSources();

    // Into May: the running totals carry April's on, one row for each day that created or paid.
    t.clock.set('2026-05-01T12:00:00Z');
    await charge(ana.live, cardSale(6_600, '4111111111111111', { productId: productA }));
    expect(await refreshAnalytics(t.database.db, t.clock)).toEqual({
      from: '2026-04-15',
      to: '2026-05-01',
    });
    const closed = await expectRollupsToMatchSources();
    const productDays = [...closed.productRunning].filter(([key]) =>
      key.startsWith(`true|${productA}|`),
    );
    expect(productDays.map(([key]) => key.split('|')[2])).toEqual([
      '2026-04-10',
      '2026-04-12',
      '2026-05-01',
    ]);
    const [april10, april12, may1] = productDays.map(([, totals]) => totals) as Sums[];
    expect(april12).toEqual({
      cumCreated: 3,
      cumPaid: 2,
      cumGross: (april10?.cumGross ?? 0) + 1_990,
    });
    expect(may1).toEqual({ cumCreated: 4, cumPaid: 3, cumGross: (april12?.cumGross ?? 0) + 6_600 });
    expect(april10).toMatchObject({ cumCreated: 2, cumPaid: 1 });
    expect(closed.productRunning.get(`false|${productA}|2026-04-10`)).toEqual({
      cumCreated: 1,
      cumPaid: 1,
      cumGross: 1_500,
    });
    const incremental = await actual();
    await rebuildAnalytics(t.database.db, t.clock);
    await expectRollupsToMatchSources();
    const rebuilt = await actual();
    for (const grain of Object.keys(rebuilt) as (keyof typeof rebuilt)[])
      expect(sorted(rebuilt[grain]), grain).toEqual(sorted(incremental[grain]));
  });
});

async function acquirerOf(id: string) {
  const [row] = await t.database.db
    .select({ acquirerId: transactions.acquirerId })
    .from(transactions)
    .where(eq(transactions.id, id));
  return row?.acquirerId;
}
