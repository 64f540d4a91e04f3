import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { ledgerReleases } from '../../db/schema.ts';
import { bearer, createTestApp, sessionFor, type TestApp } from '../../test/harness.ts';
import { sellerWithKeys, type TestSeller } from '../../test/sellers.ts';

type ListedCharge = { id: string; anticipated: boolean; livemode: boolean; createdAt: string };
type ChargesPage = {
  items: ListedCharge[];
  total: number;
  totalExact: boolean;
  page: number;
  pageSize: string;
};

let t: TestApp;
let seller: TestSeller;
let session: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  seller = await sellerWithKeys(t);
  session = bearer(await sessionFor(t, seller.user.id));
  // 1,060 orders, two by two at the same minute (the order ends on the id); every 53rd a pending
  // Pix, the rest paid by card; every 100th from the 7th in test mode. List data only.
  await t.database.db.execute(sql`
    insert into transactions (seller_id, livemode, status, method, instalments, description,
      price, buyer_total, instalment_fee, instalment_fee_payer, seller_fee, net, reserve,
      platform_revenue, release_days, reserve_days, buyer_email, buyer_name, buyer_document,
      paid_at, created_at, updated_at)
    select ${seller.user.id}, i % 100 <> 7,
      (case when i % 53 = 0 then 'pending' else 'paid' end)::transaction_status,
      (case when i % 53 = 0 then 'pix' else 'card' end)::payment_method,
      case when i % 53 = 0 then 1 else 1 + i % 12 end, 'Pedido ' || i, 1000, 1000, 0, 'buyer',
      50, 950, 0, 50, 30, 30, 'comprador' || (i % 7) || '@example.com', 'Comprador',
      '52998224725', at, at, at
    from (
      select i, timestamptz '2026-03-01 12:00:00Z' - (i / 2) * interval '1 minute' as at
      from generate_series(1, 1060) as i
    ) as o`);
});
afterAll(() => t.close());

const list = async (url: string, headers = session) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ChargesPage>();
};

const query = async <Row>(statement: SQL) => rowsOf<Row>(await t.database.db.execute(statement));

/** The seller's paid card orders as the list must order them, straight from SQL. */
async function paidCardIds(livemode?: boolean): Promise<string[]> {
  const rows = await query<{ id: string }>(sql`
    select id from transactions
    where seller_id = ${seller.user.id} and status = 'paid' and method = 'card'
      ${livemode === undefined ? sql`` : sql`and livemode = ${livemode}`}
    order by created_at desc, id desc`);
  return rows.map((row) => row.id);
}

describe('the orders list', () => {
  it('counts up to the next thousand past the page and says when it stopped', async () => {
    const paidCard = '/web/orders?status=paid&method=card';
    const all = await paidCardIds();
    expect(all).toHaveLength(1_040);

    const first = await list(paidCard);
    expect(first).toMatchObject({ page: 1, pageSize: '25', total: 1_000, totalExact: false });
    expect(first.items.map((c) => c.id)).toEqual(all.slice(0, 25));
    // Rows 951–975: counting still stops at 1,000, and more pages are offered.
    expect(await list(`${paidCard}&page=39`)).toMatchObject({ total: 1_000, totalExact: false });
    // Rows 976–1,000: the count goes on to 2,000 and finds them all.
    expect(await list(`${paidCard}&page=40`)).toMatchObject({ total: 1_040, totalExact: true });
    const last = await list(`${paidCard}&page=42`);
    expect(last).toMatchObject({ total: 1_040, totalExact: true });
    expect(last.items.map((c) => c.id)).toEqual(all.slice(1_025));
    // Past the end: no rows, and the total counted on its own.
    expect(await list(`${paidCard}&page=43`)).toMatchObject({
      items: [],
      total: 1_040,
      totalExact: true,
    });
    const everything = await list(`${paidCard}&pageSize=all`);
    expect(everything).toMatchObject({ total: 1_040, totalExact: true });
    expect(everything.items.map((c) => c.id)).toEqual(all);

    // Page after page of 100, ties on the minute included: every order once, in order.
    const paged: string[] = [];
    for (let page = 1; page <= 11; page++)
      paged.push(...(await list(`${paidCard}&pageSize=100&page=${page}`)).items.map((c) => c.id));
    expect(paged).toEqual(all);
  });

  it('keeps a small total exact, and /v1 keys list their own mode only', async () => {
    const testMode = await list(
      '/v1/charges?status=paid&method=card&pageSize=100',
      bearer(seller.test),
    );
    expect(testMode).toMatchObject({ total: 10, totalExact: true });
    expect(testMode.items.map((c) => c.id)).toEqual(await paidCardIds(false));
    const live = await list('/v1/charges?status=paid&method=card', bearer(seller.live));
    expect(live).toMatchObject({ total: 1_000, totalExact: false });
    expect(live.items.every((c) => c.livemode)).toBe(true);
    expect(
      await list('/v1/charges?status=paid&method=card&page=41', bearer(seller.live)),
    ).toMatchObject({ total: 1_030, totalExact: true });
    expect(await list('/web/orders?method=pix')).toMatchObject({ total: 20, totalExact: true });
  });

  it('marks the orders whose funds were anticipated', async () => {
    const [newest, second] = await paidCardIds();
    if (!newest || !second) throw new Error('no orders');
    const release = {
      sellerId: seller.user.id,
      method: 'card',
      bucket: 'pending',
      amount: 855,
      releaseAt: new Date('2026-03-31T12:00:00Z'),
      createdAt: new Date('2026-03-01T12:00:00Z'),
    };
    await t.database.db.insert(ledgerReleases).values([
      { ...release, saleReference: newest, anticipatedAt: new Date('2026-03-02T12:00:00Z') },
      { ...release, saleReference: second },
    ]);
    const page = await list('/web/orders?status=paid&method=card&pageSize=10');
    expect(page.items.map((c) => c.anticipated)).toEqual([true, ...Array(9).fill(false)]);
  });

  it('still applies the search, date and instalment filters', async () => {
    const [newest] = await paidCardIds();
    if (!newest) throw new Error('no orders');
    const byId = await list(`/web/orders?search=${newest.slice(0, 8)}`);
    expect(byId.items.map((c) => c.id)).toContain(newest);
    expect(byId.totalExact).toBe(true);
    const byEmail = await list('/web/orders?search=comprador3@&pageSize=all');
    const [{ n: emails } = { n: -1 }] = await query<{ n: number }>(sql`
      select count(*)::int as n from transactions
      where seller_id = ${seller.user.id} and buyer_email = 'comprador3@example.com'`);
    expect(byEmail).toMatchObject({ total: emails, totalExact: true });
    // 2026-03-01 in São Paulo starts at 03:00 UTC: orders of the first 9 hours of that day.
    const day = await list('/web/orders?from=2026-03-01&to=2026-03-01&pageSize=all');
    const [{ n: sameDay } = { n: -1 }] = await query<{ n: number }>(sql`
      select count(*)::int as n from transactions
      where seller_id = ${seller.user.id} and created_at >= '2026-03-01T03:00:00Z'`);
    expect(day.total).toBe(sameDay);
    const threeTimes = await list('/web/orders?method=card&instalments=3');
    const [{ n: instalments } = { n: -1 }] = await query<{ n: number }>(sql`
      select count(*)::int as n from transactions
      where seller_id = ${seller.user.id} and method = 'card' and instalments = 3`);
    expect(threeTimes).toMatchObject({ total: instalments, totalExact: true });
  });
});
