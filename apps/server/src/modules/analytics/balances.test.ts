import { saoPauloDay } from '@repasse/core/calendar/business-days';
import { defaultFeeProfile, type FeeProfile } from '@repasse/core/fees/fee-profile';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { acquirers, transactions } from '../../db/schema.ts';
import { createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
import {
  cardSale,
  createCharge,
  sellerWithKeys,
  sessionHeaders,
  testCard,
  testCustomer,
} from '../../test/sellers.ts';
import { adapterFor, ensureSandboxAcquirer } from '../acquirers/registry.ts';
import { settleSandboxAcquirers } from '../acquirers/sandbox-settlement.ts';
import { releaseDueFunds } from '../ledger/release.ts';
import { nextDayStart } from '../ledger/statement.ts';
import { settleSandboxPayouts } from '../payouts/sandbox-settlement.ts';
import { sendPayout } from '../withdrawals/payouts.ts';
import { rebuildBalanceRollups, refreshBalanceRollups } from './balance-rollups.ts';
import { addDays } from './period.ts';

/*
 * One seller's money over a few São Paulo days, with every figure computed by hand from the
 * example profile of docs/money.md §4 (card 4.99% + R$ 1,00, 3x = 5.95% paid by the buyer, 10%
 * card reserve, card released after 30 days, anticipation 2.5% per 30 days; Pix 0.99%, boleto
 * 1.99% + R$ 2,00 released after 2 days; withdrawal fee R$ 3,67).
 */

let t: TestApp;
let admin: { id: string };
let seller: Awaited<ReturnType<typeof sellerWithKeys>>;
const charges: Record<string, string> = {};

const at = (iso: string) => t.clock.set(iso);
const adminHeaders = () => sessionHeaders(t, admin);

const balances = async (query: string, headers?: Record<string, string>) =>
  t.app.inject({
    method: 'GET',
    url: `/web/admin/analytics/balances?${query}`,
    headers: headers ?? (await adminHeaders()),
  });

const held = (
  pending: number,
  reserve: number,
  available: number,
  withdrawing: number,
  anticipated: number,
) => ({ pending, reserve, available, withdrawing, anticipated });

/** A Pix or boleto the sandbox pays 30 seconds after creation, as demo mode does. */
async function paidLater(method: 'pix' | 'boleto', amount: number) {
  const created = await createCharge(t, seller.live, {
    amount,
    method,
    description: 'Ebook',
    customer: testCustomer,
  });
  expect(created.statusCode).toBe(201);
  t.clock.advance(31_000);
  await settleSandboxAcquirers(t.app);
  return created.json<{ id: string }>().id;
}

async function withdraw(amount: number) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/withdrawals',
    headers: await sessionHeaders(t, seller.user),
    payload: { amount },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

/**
 * What sellers held at the end of `day`, straight from the ledger by instant (no rollup, no
 * day grouping): entries before the next day's start, anticipated rows not yet at their date.
 */
async function ledgerHeldAt(day: string) {
  const end = nextDayStart(day).toISOString();
  const rows = rowsOf<{ kind: string; amount: string }>(
    await t.database.db.execute(sql`
      select a.kind, sum(e.amount)::text as amount
      from ledger_entries e join ledger_accounts a on a.id = e.account_id
      where a.owner_type = 'seller' and e.created_at < ${end}::timestamptz
      group by a.kind
      union all
      select 'anticipated', coalesce(sum(amount), 0)::text from ledger_releases
      where anticipated_at < ${end}::timestamptz and release_at >= ${end}::timestamptz`),
  );
  const sums = Object.fromEntries(rows.map((row) => [row.kind, Number(row.amount)]));
  return held(
    sums.pending ?? 0,
    sums.reserve ?? 0,
    sums.available ?? 0,
    sums.withdrawing ?? 0,
    sums.anticipated ?? 0,
  );
}

/** The rollup summed through `day`, for every kind the panel shows. */
async function rolledHeldAt(day: string) {
  const rows = rowsOf<{ kind: string; amount: string }>(
    await t.database.db.execute(sql`
      select kind, sum(change)::text as amount from ledger_daily where day <= ${day}::date
      group by kind`),
  );
  const sums = Object.fromEntries(rows.map((row) => [row.kind, Number(row.amount)]));
  return held(
    sums.pending ?? 0,
    sums.reserve ?? 0,
    sums.available ?? 0,
    sums.withdrawing ?? 0,
    sums.anticipated ?? 0,
  );
}

/**
 * The snapshot of the releases ahead equals the waiting release rows summed by hand: not
 * released, cancelled or held, by São Paulo day (UTC−3) of `release_at`, rows already due on
 * `today`, the 90 days from `today` only.
 */
async function expectReleasesAheadMatchLedger(today: string) {
  const waiting = rowsOf<{ release_ms: string; bucket: string; amount: string }>(
    await t.database.db.execute(sql`
      select (extract(epoch from release_at) * 1000)::bigint::text as release_ms, bucket,
        amount::text
      from ledger_releases
      where released_at is null and cancelled_at is null and held_at is null`),
  );
  const sums = new Map<string, number>();
  for (const row of waiting) {
    const day = saoPauloDay(new Date(Number(row.release_ms)));
    const due = day < today ? today : day;
    if (due >= addDays(today, 90)) continue;
    const key = `${due} ${row.bucket}`;
    sums.set(key, (sums.get(key) ?? 0) + Number(row.amount));
  }
  const snapshot = rowsOf<{ day: string; bucket: string; amount: string }>(
    await t.database.db.execute(sql`
      select day::text, bucket, amount::text from ledger_releases_ahead order by day, bucket`),
  );
  expect(snapshot.map((row) => [`${row.day} ${row.bucket}`, Number(row.amount)])).toEqual(
    [...sums].sort(([a], [b]) => (a < b ? -1 : 1)),
  );
}

/** Every day's end from `from` through today: the rollup equals the ledger. */
async function expectRollupMatchesLedger(from: string, today: string) {
  for (let day = from; day <= today; day = addDays(day, 1))
    expect(await rolledHeldAt(day), day).toEqual(await ledgerHeldAt(day));
}

beforeAll(async () => {
  // Demo mode as `npm start` runs it: the sandbox pays live Pix and boleto after 30 seconds.
  t = await createTestApp({ queue: true, config: { sandboxAutoPaySeconds: 30 } });
  at('2026-03-02T09:00:00-03:00');
  admin = await createUserAndLogin(t, 'admin');
  await ensureSandboxAcquirer(t.app);
  const profile: FeeProfile = {
    ...defaultFeeProfile,
    uniqueId: 'balances-example',
    pix: { percentage: '0.99', fixed: 0 },
    boleto: { percentage: '1.99', fixed: 200 },
    card: { percentage: '4.99', fixed: 100 },
    instalmentFees: defaultFeeProfile.instalmentFees.map((fee, i) => (i === 2 ? '5.95' : fee)),
    retention: { pix: '0', boleto: '0', card: '10' },
    releaseDays: { pix: 0, boleto: 2, card: 30 },
    anticipationFee: '2.5',
    withdrawalFee: 367,
  };
  const created = await t.app.inject({
    method: 'POST',
    url: '/web/admin/fee-profiles',
    headers: await adminHeaders(),
    payload: profile,
  });
  expect(created.statusCode).toBe(201);
  seller = await sellerWithKeys(t, { feeProfileId: created.json<{ id: string }>().id });
});
afterAll(() => t.close());

describe('Admin → Analytics → Balances', () => {
  it('is refused to sellers and validates its query with field errors', async () => {
    const refused = await balances(
      'from=2026-03-01&to=2026-03-02',
      await sessionHeaders(t, seller.user),
    );
    expect(refused.statusCode).toBe(403);

    const reversed = await balances('from=2026-03-05&to=2026-03-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error.fields).toEqual({
      to: 'The start date must not be after the end date.',
    });
    const bad = await balances('from=2026-02-30&mode=sandbox');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual(['from', 'mode', 'to']);
    const long = await balances('from=2020-01-01&to=2026-03-01');
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json().error.fields)).toEqual(['from']);
  });

  it('follows sales, a refund, an anticipation, withdrawals and releases across São Paulo days', async () => {
    // Day 1, 2026-03-02 (Monday).
    at('2026-03-02T10:00:00-03:00');
    const card = await createCharge(t, seller.live, cardSale());
    expect(card.json()).toMatchObject({ status: 'paid', fees: { net: 9_401 } });
    charges.pix = await paidLater('pix', 4_990); // N = 4941, available at once
    charges.boleto = await paidLater('boleto', 10_000); // N = 9601, pending for 2 days
    // The job runs mid-day: day 1 is still open.
    expect(await refreshBalanceRollups(t.database.db, t.clock)).toEqual({ from: 'start' });
    // 23:30 in São Paulo is already 02:30 UTC of the next day: it still belongs to day 1.
    at('2026-03-02T23:30:00-03:00');
    charges.latePix = await paidLater('pix', 2_000); // F = 20, N = 1980

    // Day 2, 2026-03-03.
    at('2026-03-03T00:30:00-03:00');
    await withdraw(5_000);
    at('2026-03-03T11:00:00-03:00');
    // Card pending 8461 due 2026-04-01 10:00: 28 days 23 hours count as 29, fee 204, 8257 paid.
    const anticipation = await t.app.inject({
      method: 'POST',
      url: '/web/financial/anticipation',
      headers: await sessionHeaders(t, seller.user),
      payload: {},
    });
    expect(anticipation.json()).toMatchObject({ totals: { gross: 8_461, fee: 204, net: 8_257 } });
    expect(await refreshBalanceRollups(t.database.db, t.clock)).toEqual({ from: '2026-03-02' });
    at('2026-03-03T12:00:00-03:00');
    const paidOut = await withdraw(6_000);
    const approved = await t.app.inject({
      method: 'POST',
      url: `/web/admin/withdrawals/${paidOut}/approve`,
      headers: await adminHeaders(),
    });
    expect(approved.json().status).toBe('approved');
    await sendPayout(t.app, paidOut);
    t.clock.advance(60_000);
    await settleSandboxPayouts(t.app);
    at('2026-03-03T15:00:00-03:00');
    // Half the boleto back: the seller's 5000 comes out of that sale's pending funds.
    const refund = await t.app.inject({
      method: 'POST',
      url: `/v1/charges/${charges.boleto}/refunds`,
      headers: { authorization: `Bearer ${seller.live}` },
      payload: { amount: 5_000 },
    });
    expect(refund.statusCode).toBe(200);

    const endOfDay1 = held(8_461 + 9_601, 940, 4_941 + 1_980, 0, 0);
    const endOfDay2 = held(9_601 - 5_000, 940, 6_921 - 5_000 + 8_257 - 6_000, 5_000, 8_461);
    at('2026-03-03T23:00:00-03:00');
    // The releases ahead are the job's snapshot: the refund shows once it has run.
    expect((await balances('from=2026-03-03&to=2026-03-03')).json().releases[0]).toEqual({
      date: '2026-03-04',
      pending: 9_601,
      reserve: 0,
    });
    expect(await refreshBalanceRollups(t.database.db, t.clock)).toEqual({ from: '2026-03-02' });
    await expectReleasesAheadMatchLedger('2026-03-03');
    const onDay2 = await balances('from=2026-03-03&to=2026-03-03');
    expect(onDay2.statusCode).toBe(200);
    expect(onDay2.json()).toMatchObject({
      period: {
        from: '2026-03-03',
        to: '2026-03-03',
        previousFrom: '2026-03-02',
        previousTo: '2026-03-02',
        granularity: 'day',
        mode: 'live',
      },
      current: endOfDay2,
      previous: endOfDay1,
      series: [{ bucket: '2026-03-03', ...endOfDay2 }],
      // The boleto's remaining 4601 on day 3; the card's reserve on 2026-04-01; the anticipated
      // pending is gone from the projection.
      releases: [
        { date: '2026-03-04', pending: 4_601, reserve: 0 },
        { date: '2026-04-01', pending: 0, reserve: 940 },
      ],
      withdrawals: [
        { status: 'pending', count: 1, amount: 5_000 },
        { status: 'approved', count: 0, amount: 0 },
        { status: 'processing', count: 0, amount: 0 },
      ],
    });

    // Day 3: the boleto's funds are released; the job runs after a day without it.
    at('2026-03-04T12:00:00-03:00');
    expect(await releaseDueFunds(t.database.db, t.clock)).toBe(1);
    expect(await refreshBalanceRollups(t.database.db, t.clock)).toEqual({ from: '2026-03-03' });
    await expectReleasesAheadMatchLedger('2026-03-04');
    const now = held(0, 940, 4_178 + 4_601, 5_000, 8_461);
    const onDay3 = (await balances('from=2026-03-03&to=2026-03-04')).json();
    expect(onDay3).toMatchObject({
      period: { previousFrom: '2026-03-01', previousTo: '2026-03-02' },
      current: now,
      previous: endOfDay1,
      series: [
        { bucket: '2026-03-03', ...endOfDay2 },
        { bucket: '2026-03-04', ...now },
      ],
      releases: [{ date: '2026-04-01', pending: 0, reserve: 940 }],
    });
    expect(onDay3.withdrawals[0]).toEqual({ status: 'pending', count: 1, amount: 5_000 });
    // Before anything happened, and a period ending on a past day.
    const past = (await balances('from=2026-03-01&to=2026-03-02')).json();
    expect(past).toMatchObject({
      current: endOfDay1,
      previous: held(0, 0, 0, 0, 0),
      series: [
        { bucket: '2026-03-01', ...held(0, 0, 0, 0, 0) },
        { bucket: '2026-03-02', ...endOfDay1 },
      ],
    });
    await expectRollupMatchesLedger('2026-03-01', '2026-03-04');
  });

  it('recomputes days missed while no worker ran, and a rebuild gives the same rollup', async () => {
    // Day 5 has a sale, and no job runs until day 7.
    at('2026-03-06T21:45:00-03:00');
    await paidLater('pix', 10_000); // F = 99, N = 9901
    at('2026-03-08T08:00:00-03:00');
    const before = (await balances('from=2026-03-05&to=2026-03-07')).json();
    expect(await refreshBalanceRollups(t.database.db, t.clock)).toEqual({ from: '2026-03-04' });
    await expectRollupMatchesLedger('2026-03-01', '2026-03-08');
    const after = (await balances('from=2026-03-05&to=2026-03-07')).json();
    const day5 = held(0, 940, 8_779, 5_000, 8_461);
    const day6 = held(0, 940, 8_779 + 9_901, 5_000, 8_461);
    expect(after.series).toEqual([
      { bucket: '2026-03-05', ...day5 },
      { bucket: '2026-03-06', ...day6 },
      { bucket: '2026-03-07', ...day6 },
    ]);
    expect(after.previous).toEqual(day5);
    // Until the job ran, the rollup knew nothing of day 6's sale.
    expect(before.series[1]).toEqual({ bucket: '2026-03-06', ...day5 });

    const rolled = await t.database.db.execute(sql`select * from ledger_daily order by day, kind`);
    await rebuildBalanceRollups(t.database.db, t.clock);
    expect(
      rowsOf(await t.database.db.execute(sql`select * from ledger_daily order by day, kind`)),
    ).toEqual(rowsOf(rolled));
    expect((await balances('from=2026-03-05&to=2026-03-07')).json()).toEqual(after);
  });

  it('drops anticipated funds on their original release date and draws long periods by month', async () => {
    at('2026-04-02T12:00:00-03:00');
    // The last snapshot (day 7) has the card's reserve on 2026-04-01, a day over: it is due, and
    // counts for today until the jobs have run.
    expect((await balances('from=2026-04-02&to=2026-04-02')).json().releases).toEqual([
      { date: '2026-04-02', pending: 0, reserve: 940 },
    ]);
    // The reserve of the card sale (due 2026-04-01 10:00) moves; the anticipated pending row does not.
    expect(await releaseDueFunds(t.database.db, t.clock)).toBe(1);
    await refreshBalanceRollups(t.database.db, t.clock);
    await expectReleasesAheadMatchLedger('2026-04-02');
    await expectRollupMatchesLedger('2026-03-28', '2026-04-02');
    const week = (await balances('from=2026-03-31&to=2026-04-01')).json();
    const beforeRelease = held(0, 940, 8_779 + 9_901, 5_000, 8_461);
    expect(week.series).toEqual([
      { bucket: '2026-03-31', ...beforeRelease },
      { bucket: '2026-04-01', ...beforeRelease, anticipated: 0 },
    ]);
    expect(week.releases).toEqual([]);

    const now = held(0, 0, 8_779 + 9_901 + 940, 5_000, 0);
    const months = (await balances('from=2025-12-15&to=2026-04-02')).json();
    expect(months.period).toMatchObject({
      granularity: 'month',
      previousFrom: '2025-08-28',
      previousTo: '2025-12-14',
    });
    expect(months.current).toEqual(now);
    expect(months.series).toEqual([
      { bucket: '2025-12-01', ...held(0, 0, 0, 0, 0) },
      { bucket: '2026-01-01', ...held(0, 0, 0, 0, 0) },
      { bucket: '2026-02-01', ...held(0, 0, 0, 0, 0) },
      { bucket: '2026-03-01', ...beforeRelease },
      { bucket: '2026-04-01', ...now },
    ]);
  });

  it('answers zeros in test mode: test charges move no money', async () => {
    const testPix = await createCharge(t, seller.test, {
      amount: 4_990,
      method: 'pix',
      description: 'Ebook',
      customer: testCustomer,
    });
    const simulated = await t.app.inject({
      method: 'POST',
      url: `/web/orders/${testPix.json<{ id: string }>().id}/simulate-payment`,
      headers: await sessionHeaders(t, seller.user),
    });
    expect(simulated.json().status).toBe('paid');
    const answer = (await balances('from=2026-04-01&to=2026-04-02&mode=test')).json();
    const zero = held(0, 0, 0, 0, 0);
    expect(answer).toEqual({
      period: {
        from: '2026-04-01',
        to: '2026-04-02',
        previousFrom: '2026-03-30',
        previousTo: '2026-03-31',
        granularity: 'day',
        mode: 'test',
      },
      current: zero,
      previous: zero,
      series: [
        { bucket: '2026-04-01', ...zero },
        { bucket: '2026-04-02', ...zero },
      ],
      releases: [],
      withdrawals: [
        { status: 'pending', count: 0, amount: 0 },
        { status: 'approved', count: 0, amount: 0 },
        { status: 'processing', count: 0, amount: 0 },
      ],
    });
    // The same period in live mode has the seller's money.
    const live = (await balances('from=2026-04-01&to=2026-04-02')).json();
    expect(live.current.available).toBe(8_779 + 9_901 + 940);
  });

  it('leaves funds held by a protest out of the projection, though still pending and reserved', async () => {
    at('2026-04-02T12:00:00-03:00');
    // Card 1x of 5000: fee 250 + 100, N = 4650, reserve 465, pending 4185, both due 2026-05-02.
    const sale = await createCharge(t, seller.live, {
      amount: 5_000,
      method: 'card',
      instalments: 1,
      description: 'Curso',
      customer: testCustomer,
      card: testCard(),
    });
    expect(sale.json()).toMatchObject({ status: 'paid', fees: { net: 4_650 } });
    await refreshBalanceRollups(t.database.db, t.clock);
    await expectReleasesAheadMatchLedger('2026-04-02');
    const ahead = (await balances('from=2026-04-02&to=2026-04-02')).json();
    expect(ahead.releases).toEqual([{ date: '2026-05-02', pending: 4_185, reserve: 465 }]);

    const [row] = await t.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, sale.json<{ id: string }>().id));
    const [acquirer] = await t.database.db
      .select()
      .from(acquirers)
      .where(eq(acquirers.id, row?.acquirerId as string));
    const sandbox = adapterFor(t.app, acquirer as NonNullable<typeof acquirer>) as unknown as {
      simulateProtest(ref: string): Promise<void>;
    };
    await sandbox.simulateProtest(row?.acquirerReference as string);
    await refreshBalanceRollups(t.database.db, t.clock);
    await expectReleasesAheadMatchLedger('2026-04-02');
    const protested = (await balances('from=2026-04-02&to=2026-04-02')).json();
    expect(protested.releases).toEqual([]);
    expect(protested.current).toMatchObject({ pending: 4_185, reserve: 465 });
  });
});
