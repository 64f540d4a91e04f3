import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  insertAcquirer,
  insertAttempt,
  insertCharge,
  insertCompletedWithdrawal,
  insertEvent,
  insertProduct,
  insertRefund,
} from '../../test/analytics.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';
import { rebuildAnalytics } from './rollups.ts';

/*
 * A fixed history, every figure below computed by hand. The period asked is 2026-03-10..19 (ten
 * São Paulo days), so the previous period is 2026-02-28..03-09. São Paulo is UTC−3: 03:00Z is
 * its midnight, and 02:30Z still belongs to the day before.
 */

let t: TestApp;
let admin: { id: string };
let ana: { id: string };
let bruno: { id: string };
let acquirerX: string;
let acquirerY: string;
let productA: string;
let productB: string;

const day10 = { from: '2026-03-10', to: '2026-03-19' };

beforeAll(async () => {
  t = await createTestApp();
  t.clock.set('2026-03-20T15:00:00Z');
  const db = t.database.db;
  admin = await createUserAndLogin(t, 'admin');
  ana = await createUserAndLogin(t, 'seller');
  bruno = await createUserAndLogin(t, 'seller');
  acquirerX = await insertAcquirer(db, 'Acquirer X');
  acquirerY = await insertAcquirer(db, 'Acquirer Y');
  productA = await insertProduct(db, ana.id, 'Curso A');
  productB = await insertProduct(db, bruno.id, 'Curso B');

  // T1: Ana's card sale, 300 of instalment fee paid by the buyer, later refunded 2,000 in part.
  const t1 = await insertCharge(db, {
    sellerId: ana.id,
    productId: productA,
    acquirerId: acquirerX,
    method: 'card',
    status: 'paid',
    price: 10_000,
    buyerTotal: 10_300,
    instalmentFee: 300,
    sellerFee: 599,
    platformRevenue: 899,
    net: 9_401,
    acquirerCost: 250,
    createdAt: '2026-03-10T12:00:00Z',
    paidAt: '2026-03-10T12:00:05Z',
  });
  await insertAttempt(db, t1, acquirerX, 'paid', '2026-03-10T12:00:04Z');
  await insertRefund(db, { id: t1, sellerId: ana.id }, 2_000, '2026-03-14T10:00:00Z');
  // Asked for and never confirmed: no money moved, so no refund counted.
  await insertRefund(db, { id: t1, sellerId: ana.id }, 1_000, '2026-03-15T10:00:00Z', 'requested');

  // T2: Ana's Pix paid at 02:30Z on the 10th, which is 23:30 on the 9th in São Paulo: previous.
  const t2 = await insertCharge(db, {
    sellerId: ana.id,
    productId: productA,
    acquirerId: acquirerY,
    method: 'pix',
    status: 'paid',
    price: 5_000,
    sellerFee: 50,
    platformRevenue: 50,
    net: 4_950,
    acquirerCost: 10,
    createdAt: '2026-03-10T02:00:00Z',
    paidAt: '2026-03-10T02:30:00Z',
  });
  await insertAttempt(db, t2, acquirerY, 'pending', '2026-03-10T02:00:01Z');

  // T3: Ana's Pix at 03:00Z on the 10th, São Paulo's midnight: current. No product.
  const t3 = await insertCharge(db, {
    sellerId: ana.id,
    acquirerId: acquirerY,
    method: 'pix',
    status: 'paid',
    price: 3_000,
    sellerFee: 30,
    platformRevenue: 30,
    net: 2_970,
    acquirerCost: 5,
    createdAt: '2026-03-10T03:00:00Z',
    paidAt: '2026-03-10T03:00:00Z',
  });
  await insertAttempt(db, t3, acquirerY, 'pending', '2026-03-10T03:00:00Z');

  // T4: Bruno's boleto created in the previous period, paid in the current one.
  const t4 = await insertCharge(db, {
    sellerId: bruno.id,
    productId: productB,
    acquirerId: acquirerY,
    method: 'boleto',
    status: 'paid',
    price: 20_000,
    sellerFee: 350,
    platformRevenue: 350,
    net: 19_650,
    acquirerCost: 200,
    createdAt: '2026-03-08T15:00:00Z',
    paidAt: '2026-03-12T15:00:00Z',
  });
  await insertAttempt(db, t4, acquirerY, 'pending', '2026-03-08T15:00:01Z');

  // T5: Ana's card refused.
  const t5 = await insertCharge(db, {
    sellerId: ana.id,
    productId: productA,
    acquirerId: acquirerX,
    method: 'card',
    status: 'refused',
    price: 7_000,
    sellerFee: 449,
    platformRevenue: 449,
    net: 6_551,
    acquirerCost: 0,
    createdAt: '2026-03-12T10:00:00Z',
  });
  await insertAttempt(db, t5, acquirerX, 'declined:insufficient_funds', '2026-03-12T10:00:01Z');
  await insertEvent(db, t5, 'refused', 'refused', '2026-03-12T10:00:01Z');

  // T6: Ana's card that fell back from X to Y, then was charged back on the 15th.
  const t6 = await insertCharge(db, {
    sellerId: ana.id,
    productId: productA,
    acquirerId: acquirerY,
    method: 'card',
    status: 'chargeback',
    price: 8_000,
    sellerFee: 499,
    platformRevenue: 499,
    net: 7_501,
    acquirerCost: 200,
    createdAt: '2026-03-13T10:00:00Z',
    paidAt: '2026-03-13T10:00:03Z',
  });
  await insertAttempt(db, t6, acquirerX, 'technical_error', '2026-03-13T10:00:01Z');
  await insertAttempt(db, t6, acquirerY, 'paid', '2026-03-13T10:00:02Z');
  await insertEvent(db, t6, 'chargeback', 'chargeback', '2026-03-15T10:00:00Z', 8_000);

  // T7: Ana's Pix abandoned at 21:00Z on the 19th (18:00 in São Paulo, still the 19th).
  const t7 = await insertCharge(db, {
    sellerId: ana.id,
    productId: productA,
    acquirerId: acquirerY,
    method: 'pix',
    status: 'canceled',
    price: 4_000,
    sellerFee: 40,
    platformRevenue: 40,
    net: 3_960,
    acquirerCost: 0,
    createdAt: '2026-03-19T20:00:00Z',
  });
  await insertAttempt(db, t7, acquirerY, 'pending', '2026-03-19T20:00:01Z');
  await insertEvent(db, t7, 'abandoned', 'canceled', '2026-03-19T21:00:00Z');

  // T8: test mode, never in live figures.
  const t8 = await insertCharge(db, {
    sellerId: ana.id,
    productId: productA,
    acquirerId: acquirerX,
    livemode: false,
    method: 'card',
    status: 'paid',
    price: 99_900,
    sellerFee: 5_000,
    platformRevenue: 5_000,
    net: 94_900,
    acquirerCost: 0,
    createdAt: '2026-03-11T12:00:00Z',
    paidAt: '2026-03-11T12:00:01Z',
  });
  await insertAttempt(db, t8, acquirerX, 'paid', '2026-03-11T12:00:01Z');

  // T9: Bruno's card in the previous period.
  const t9 = await insertCharge(db, {
    sellerId: bruno.id,
    productId: productB,
    acquirerId: acquirerX,
    method: 'card',
    status: 'paid',
    price: 6_000,
    sellerFee: 400,
    platformRevenue: 400,
    net: 5_600,
    acquirerCost: 150,
    createdAt: '2026-03-05T12:00:00Z',
    paidAt: '2026-03-05T12:00:01Z',
  });
  await insertAttempt(db, t9, acquirerX, 'paid', '2026-03-05T12:00:01Z');

  // T10: Bruno's card in January, for the long periods.
  await insertCharge(db, {
    sellerId: bruno.id,
    productId: productB,
    acquirerId: acquirerX,
    method: 'card',
    status: 'paid',
    price: 1_000,
    sellerFee: 100,
    platformRevenue: 100,
    net: 900,
    acquirerCost: 20,
    createdAt: '2026-01-20T12:00:00Z',
    paidAt: '2026-01-20T12:00:01Z',
  });

  await insertCompletedWithdrawal(db, ana.id, 120, '2026-03-16T12:00:00Z');
  await insertCompletedWithdrawal(db, bruno.id, 100, '2026-03-01T12:00:00Z');
  await rebuildAnalytics(db, t.clock);
});
afterAll(() => t.close());

const as = async (user: { id: string }) => bearer(await sessionFor(t, user.id));
const get = async (user: { id: string }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: await as(user) });
const query = (params: Record<string, string | number>) =>
  new URLSearchParams(
    Object.entries(params).map(([k, v]): [string, string] => [k, String(v)]),
  ).toString();

describe('revenue', () => {
  it('counts each sale on its São Paulo payment day and compares with the period before', async () => {
    const response = await get(admin, `/web/admin/analytics/revenue?${query(day10)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.period).toEqual({
      from: '2026-03-10',
      to: '2026-03-19',
      previousFrom: '2026-02-28',
      previousTo: '2026-03-09',
      granularity: 'day',
      mode: 'live',
    });
    expect(body.current).toEqual({
      tpv: 41_300,
      count: 4,
      sellerFees: 1_478,
      instalmentFees: 300,
      platformRevenue: 1_778,
      acquirerCosts: 655,
      payoutCosts: 120,
      margin: 1_003,
      refunds: 2_000,
      refundsCount: 1,
      chargebacks: 8_000,
      chargebacksCount: 1,
    });
    expect(body.previous).toEqual({
      tpv: 11_000,
      count: 2,
      sellerFees: 450,
      instalmentFees: 0,
      platformRevenue: 450,
      acquirerCosts: 160,
      payoutCosts: 100,
      margin: 190,
      refunds: 0,
      refundsCount: 0,
      chargebacks: 0,
      chargebacksCount: 0,
    });
    expect(body.byMethod).toEqual([
      { method: 'pix', tpv: 3_000, count: 1, platformRevenue: 30 },
      { method: 'boleto', tpv: 20_000, count: 1, platformRevenue: 350 },
      { method: 'card', tpv: 18_300, count: 2, platformRevenue: 1_398 },
    ]);
    expect(body.series).toHaveLength(10);
    const point = (bucket: string) =>
      body.series.find((p: { bucket: string }) => p.bucket === bucket);
    expect(point('2026-03-10')).toEqual({
      bucket: '2026-03-10',
      tpv: 13_300,
      platformRevenue: 929,
      margin: 674,
      refunds: 0,
      chargebacks: 0,
      tpvByMethod: { pix: 3_000, card: 10_300, boleto: 0 },
    });
    expect(point('2026-03-14')).toMatchObject({ tpv: 0, refunds: 2_000 });
    expect(point('2026-03-15')).toMatchObject({ tpv: 0, chargebacks: 8_000 });
    expect(point('2026-03-16')).toMatchObject({ tpv: 0, platformRevenue: 0, margin: -120 });
    expect(point('2026-03-11')).toMatchObject({ tpv: 0, margin: 0 });
  });

  it('keeps test money apart from live money', async () => {
    const body = (
      await get(admin, `/web/admin/analytics/revenue?${query({ ...day10, mode: 'test' })}`)
    ).json();
    expect(body.period.mode).toBe('test');
    expect(body.current).toMatchObject({
      tpv: 99_900,
      count: 1,
      platformRevenue: 5_000,
      payoutCosts: 0,
    });
    expect(body.previous).toMatchObject({ tpv: 0, count: 0 });
  });

  it('draws long periods by month, empty months included', async () => {
    const body = (
      await get(
        admin,
        `/web/admin/analytics/revenue?${query({ from: '2025-12-01', to: '2026-03-19' })}`,
      )
    ).json();
    expect(body.period).toMatchObject({
      granularity: 'month',
      previousFrom: '2025-08-14',
      previousTo: '2025-11-30',
    });
    expect(body.series.map((p: { bucket: string; tpv: number }) => [p.bucket, p.tpv])).toEqual([
      ['2025-12-01', 0],
      ['2026-01-01', 1_000],
      ['2026-02-01', 0],
      ['2026-03-01', 52_300],
    ]);
    expect(body.current.tpv).toBe(53_300);
  });
});

describe('transactions', () => {
  it('counts charges, approval, fallback and chargeback rates by hand', async () => {
    const response = await get(admin, `/web/admin/analytics/transactions?${query(day10)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.chargebackThreshold).toBe('1.50');
    expect(body.current).toEqual({
      created: 5,
      createdAmount: 32_300,
      paid: 4,
      paidAmount: 41_300,
      approvalRate: '80.00',
      fallbackRate: '33.33',
      chargebackRate: '50.00',
    });
    expect(body.previous).toEqual({
      created: 3,
      createdAmount: 31_000,
      paid: 2,
      paidAmount: 11_000,
      approvalRate: '66.67',
      fallbackRate: '0.00',
      chargebackRate: '0.00',
    });
    expect(body.byStatus).toEqual([
      { status: 'pending', count: 5, amount: 32_300 },
      { status: 'paid', count: 4, amount: 41_300 },
      { status: 'failed', count: 0, amount: 0 },
      { status: 'canceled', count: 1, amount: 4_000 },
      { status: 'refused', count: 1, amount: 7_000 },
      { status: 'chargeback', count: 1, amount: 8_000 },
      { status: 'in_protest', count: 0, amount: 0 },
      { status: 'refunded', count: 0, amount: 0 },
      { status: 'error', count: 0, amount: 0 },
    ]);
    expect(body.byMethod).toEqual([
      { method: 'pix', created: 2, paid: 1, paidAmount: 3_000, approvalRate: '50.00' },
      { method: 'boleto', created: 0, paid: 1, paidAmount: 20_000, approvalRate: null },
      { method: 'card', created: 3, paid: 2, paidAmount: 18_300, approvalRate: '66.67' },
    ]);
    expect(body.byAcquirer).toEqual([
      {
        acquirerId: acquirerX,
        name: 'Acquirer X',
        attempts: 3,
        approved: 1,
        approvalRate: '33.33',
      },
      {
        acquirerId: acquirerY,
        name: 'Acquirer Y',
        attempts: 3,
        approved: 3,
        approvalRate: '100.00',
      },
    ]);
    expect(body.refusalReasons).toEqual([{ reason: 'insufficient_funds', count: 1 }]);
    const point = (bucket: string) =>
      body.series.find((p: { bucket: string }) => p.bucket === bucket);
    expect(point('2026-03-10')).toEqual({
      bucket: '2026-03-10',
      created: 2,
      paid: 2,
      approvalRate: '100.00',
      chargebackRate: '0.00',
    });
    expect(point('2026-03-11')).toEqual({
      bucket: '2026-03-11',
      created: 0,
      paid: 0,
      approvalRate: null,
      chargebackRate: null,
    });
    expect(point('2026-03-15')).toMatchObject({ chargebackRate: null });
  });
});

describe('rankings', () => {
  it('ranks sellers, products and acquirers with the previous volume', async () => {
    const response = await get(admin, `/web/admin/analytics/rankings?${query(day10)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.sort).toBe('volume');
    expect(body.sellers).toEqual([
      expect.objectContaining({
        sellerId: ana.id,
        volume: 21_300,
        count: 3,
        approvalRate: '60.00',
        previousVolume: 5_000,
      }),
      expect.objectContaining({
        sellerId: bruno.id,
        name: 'Test seller',
        volume: 20_000,
        count: 1,
        approvalRate: null,
        previousVolume: 6_000,
      }),
    ]);
    expect(body.products).toEqual([
      {
        productId: productB,
        name: 'Curso B',
        sellerId: bruno.id,
        sellerName: 'Test seller',
        volume: 20_000,
        count: 1,
        approvalRate: null,
        previousVolume: 6_000,
      },
      expect.objectContaining({
        productId: productA,
        volume: 18_300,
        count: 2,
        approvalRate: '50.00',
        previousVolume: 5_000,
      }),
    ]);
    expect(body.acquirers).toEqual([
      {
        acquirerId: acquirerY,
        name: 'Acquirer Y',
        volume: 31_000,
        count: 3,
        approvalRate: '100.00',
        previousVolume: 5_000,
      },
      {
        acquirerId: acquirerX,
        name: 'Acquirer X',
        volume: 10_300,
        count: 1,
        approvalRate: '50.00',
        previousVolume: 6_000,
      },
    ]);
  });

  it('sorts by count or approval rate and honours the limit', async () => {
    const byCount = (
      await get(
        admin,
        `/web/admin/analytics/rankings?${query({ ...day10, sort: 'count', limit: 1 })}`,
      )
    ).json();
    expect(byCount.sellers.map((s: { sellerId: string }) => s.sellerId)).toEqual([ana.id]);
    expect(byCount.products.map((p: { productId: string }) => p.productId)).toEqual([productA]);
    // Ana sold more than Bruno, but Bruno's product more than Ana's: the top product is found
    // past the first seller.
    const topOne = (
      await get(admin, `/web/admin/analytics/rankings?${query({ ...day10, limit: 1 })}`)
    ).json();
    expect(topOne.sellers.map((s: { sellerId: string }) => s.sellerId)).toEqual([ana.id]);
    expect(topOne.products).toEqual([
      expect.objectContaining({ productId: productB, volume: 20_000 }),
    ]);
    const byRate = (
      await get(admin, `/web/admin/analytics/rankings?${query({ ...day10, sort: 'approvalRate' })}`)
    ).json();
    expect(byRate.products.map((p: { productId: string }) => p.productId)).toEqual([
      productA,
      productB,
    ]);
    expect(byRate.acquirers.map((a: { acquirerId: string }) => a.acquirerId)).toEqual([
      acquirerY,
      acquirerX,
    ]);
  });

  it('sums long and mid-month periods from the running totals, products too', async () => {
    const long = (
      await get(
        admin,
        `/web/admin/analytics/rankings?${query({ from: '2025-12-01', to: '2026-03-19' })}`,
      )
    ).json();
    expect(
      long.sellers.map((s: { sellerId: string; volume: number }) => [s.sellerId, s.volume]),
    ).toEqual([
      [bruno.id, 27_000],
      [ana.id, 26_300],
    ]);
    // Past 45 days products too are summed from the running totals; T3 has no product.
    expect(
      long.products.map((p: { productId: string; volume: number }) => [p.productId, p.volume]),
    ).toEqual([
      [productB, 27_000],
      [productA, 23_300],
    ]);
    const midMonth = (
      await get(
        admin,
        `/web/admin/analytics/rankings?${query({ from: '2026-01-21', to: '2026-03-09' })}`,
      )
    ).json();
    // T10 (Jan 20th) falls out; T9 (Mar 5th) and T2 (Mar 9th in São Paulo) are edge days.
    expect(
      midMonth.sellers.map((s: { sellerId: string; volume: number }) => [s.sellerId, s.volume]),
    ).toEqual([
      [bruno.id, 6_000],
      [ana.id, 5_000],
    ]);
    expect(midMonth.sellers[0].previousVolume).toBe(1_000);
    expect(
      midMonth.products.map((p: { productId: string; volume: number; previousVolume: number }) => [
        p.productId,
        p.volume,
        p.previousVolume,
      ]),
    ).toEqual([
      [productB, 6_000, 1_000],
      [productA, 5_000, 0],
    ]);
  });
});

describe("the seller's dashboard", () => {
  it("shows the caller's own figures only", async () => {
    const response = await get(ana, `/web/dashboard/analytics?${query(day10)}`);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.current).toEqual({
      gross: 21_300,
      net: 19_872,
      count: 3,
      averageTicket: 7_100,
      refunds: 2_000,
      refundsCount: 1,
      chargebacks: 8_000,
      chargebacksCount: 1,
    });
    expect(body.previous).toMatchObject({
      gross: 5_000,
      net: 4_950,
      count: 1,
      averageTicket: 5_000,
    });
    expect(body.series).toHaveLength(10);
    expect(body.series[0]).toEqual({ bucket: '2026-03-10', gross: 13_300, net: 12_371, count: 2 });
    expect(body.series[3]).toEqual({ bucket: '2026-03-13', gross: 8_000, net: 7_501, count: 1 });
    expect(body.byMethod).toEqual([
      { method: 'pix', gross: 3_000, count: 1, created: 2, approvalRate: '50.00' },
      { method: 'boleto', gross: 0, count: 0, created: 0, approvalRate: null },
      { method: 'card', gross: 18_300, count: 2, created: 3, approvalRate: '66.67' },
    ]);
    expect(body.topProducts).toEqual([
      { productId: productA, name: 'Curso A', gross: 18_300, count: 2 },
    ]);

    const other = (await get(bruno, `/web/dashboard/analytics?${query(day10)}`)).json();
    expect(other.current).toMatchObject({ gross: 20_000, net: 19_650, count: 1, refunds: 0 });
    expect(other.previous).toMatchObject({ gross: 6_000, count: 1 });
    expect(other.topProducts).toEqual([
      { productId: productB, name: 'Curso B', gross: 20_000, count: 1 },
    ]);
  });

  it('keeps test sales apart', async () => {
    const body = (
      await get(ana, `/web/dashboard/analytics?${query({ ...day10, mode: 'test' })}`)
    ).json();
    expect(body.current).toMatchObject({ gross: 99_900, count: 1, refunds: 0 });
  });

  it('lets an admin acting as the seller read it', async () => {
    const started = await t.app.inject({
      method: 'POST',
      url: `/web/admin/users/${ana.id}/impersonate`,
      headers: await as(admin),
    });
    expect(started.statusCode).toBe(200);
    const response = await t.app.inject({
      method: 'GET',
      url: `/web/dashboard/analytics?${query(day10)}`,
      headers: bearer(started.json().token),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().current.gross).toBe(21_300);
  });
});

describe('access and hostile queries', () => {
  it('refuses the admin panels to sellers', async () => {
    for (const panel of ['revenue', 'transactions', 'rankings']) {
      const response = await get(ana, `/web/admin/analytics/${panel}?${query(day10)}`);
      expect(response.statusCode).toBe(403);
    }
  });

  it.each([
    [{ from: '2026-02-30', to: '2026-03-01' }, 'from'],
    [{ from: '2026-03-10', to: '2026-03-01' }, 'to'],
    [{ from: '2020-01-01', to: '2026-01-01' }, 'from'],
    [{ from: '99999-01-01', to: '2026-01-01' }, 'from'],
    [{ from: '2026-03-10', to: '2026-03-19', mode: 'both' }, 'mode'],
    [{ to: '2026-03-19' }, 'from'],
  ])('answers 400 with the field at fault for %o', async (params, field) => {
    for (const url of ['/web/admin/analytics/revenue', '/web/dashboard/analytics']) {
      const response = await get(admin, `${url}?${query(params)}`);
      expect(response.statusCode).toBe(400);
      expect(response.json().error.fields).toHaveProperty(field);
    }
  });

  it('refuses huge limits, unknown sorts and NUL characters', async () => {
    const huge = await get(
      admin,
      `/web/admin/analytics/rankings?${query({ ...day10, limit: '99999999999999999999999' })}`,
    );
    expect(huge.statusCode).toBe(400);
    expect(huge.json().error.fields).toHaveProperty('limit');
    const sort = await get(
      admin,
      `/web/admin/analytics/rankings?${query({ ...day10, sort: 'x' })}`,
    );
    expect(sort.statusCode).toBe(400);
    const nul = await get(admin, '/web/admin/analytics/revenue?from=2026-03-10%00&to=2026-03-19');
    expect(nul.statusCode).toBe(400);
  });
});
