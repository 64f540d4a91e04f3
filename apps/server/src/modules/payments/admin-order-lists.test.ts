import { randomUUID } from 'node:crypto';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import type { TransactionStatus } from '@repasse/core/states/transaction';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { products, transactions, users } from '../../db/schema.ts';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';

type Listed = { id: string; livemode: boolean; seller: { id: string; fullName: string } };
type AdminPage = {
  items: Listed[];
  total: number;
  totalExact: boolean;
  page: number;
  pageSize: string;
  seller: { id: string; fullName: string; email: string } | null;
  product: { id: string; name: string } | null;
};

let t: TestApp;
let admin: Record<string, string>;
let sellerSession: Record<string, string>;
const sellers = { ana: '', bruno: '', carla: '' };
const product = { ana1: '', ana2: '', bruno1: '' };
/** The orders of the fixed history, by name. */
const order: Record<string, string> = {};

type Fixture = {
  name: string;
  seller: keyof typeof sellers;
  product?: keyof typeof product;
  live: boolean;
  status: TransactionStatus;
  method: PaymentMethod;
  at: string;
  email?: string;
};

// São Paulo is UTC−3: 2026-03-10T02:30Z is still 9 March there.
const history: Fixture[] = [
  {
    name: 'a1',
    seller: 'ana',
    product: 'ana1',
    live: true,
    status: 'paid',
    method: 'card',
    at: '2026-03-10T15:00:00Z',
  },
  {
    name: 'a2',
    seller: 'ana',
    product: 'ana1',
    live: true,
    status: 'pending',
    method: 'pix',
    at: '2026-03-10T02:30:00Z',
  },
  {
    name: 'a3',
    seller: 'ana',
    product: 'ana2',
    live: true,
    status: 'paid',
    method: 'pix',
    at: '2026-03-09T12:00:00Z',
  },
  {
    name: 'a4',
    seller: 'ana',
    product: 'ana1',
    live: false,
    status: 'paid',
    method: 'card',
    at: '2026-03-10T16:00:00Z',
  },
  {
    name: 'b1',
    seller: 'bruno',
    product: 'bruno1',
    live: true,
    status: 'paid',
    method: 'card',
    at: '2026-03-10T18:00:00Z',
  },
  {
    name: 'b2',
    seller: 'bruno',
    live: true,
    status: 'refunded',
    method: 'boleto',
    at: '2026-03-08T12:00:00Z',
    email: 'bruno-buyer@example.com',
  },
  {
    name: 'b3',
    seller: 'bruno',
    product: 'bruno1',
    live: false,
    status: 'pending',
    method: 'pix',
    at: '2026-03-07T12:00:00Z',
  },
];

async function insertOrder(f: Fixture) {
  const id = randomUUID();
  const at = new Date(f.at);
  await t.database.db.insert(transactions).values({
    id,
    sellerId: sellers[f.seller],
    productId: f.product ? product[f.product] : null,
    livemode: f.live,
    status: f.status,
    method: f.method,
    description: `Order ${f.name}`,
    price: 1_000,
    buyerTotal: 1_000,
    instalmentFee: 0,
    instalmentFeePayer: 'buyer',
    sellerFee: 50,
    net: 950,
    reserve: 0,
    platformRevenue: 50,
    releaseDays: 30,
    reserveDays: 30,
    buyerEmail: f.email ?? 'comprador@example.com',
    buyerName: 'Comprador',
    buyerDocument: '52998224725',
    paidAt: f.status === 'paid' ? at : null,
    createdAt: at,
    updatedAt: at,
  });
  order[f.name] = id;
}

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await createUserAndLogin(t, 'admin')).token);
  for (const [key, fullName] of [
    ['ana', 'Ana Vendedora'],
    ['bruno', 'Bruno Lojista'],
    ['carla', 'Carla Atacado'],
  ] as const) {
    const seller = await createUserAndLogin(t, 'seller');
    await t.database.db.update(users).set({ fullName }).where(eq(users.id, seller.id));
    sellers[key] = seller.id;
    if (key === 'ana') sellerSession = bearer(seller.token);
  }
  for (const [key, seller, name] of [
    ['ana1', 'ana', 'Curso de pão'],
    ['ana2', 'ana', 'Ebook de bolo'],
    ['bruno1', 'bruno', 'Mentoria'],
  ] as const) {
    const id = randomUUID();
    await t.database.db
      .insert(products)
      .values({ id, sellerId: sellers[seller], name, price: 1_000, methods: ['pix', 'card'] });
    product[key] = id;
  }
  for (const fixture of history) await insertOrder(fixture);
  // Carla: 1,030 older canceled boletos, for the bounded count over every seller.
  await t.database.db.execute(sql`
    insert into transactions (seller_id, livemode, status, method, instalments, description,
      price, buyer_total, instalment_fee, instalment_fee_payer, seller_fee, net, reserve,
      platform_revenue, release_days, reserve_days, buyer_email, buyer_name, buyer_document,
      created_at, updated_at)
    select ${sellers.carla}, true, 'canceled', 'boleto', 1, 'Atacado ' || i, 1000, 1000, 0,
      'buyer', 50, 950, 0, 50, 30, 30, 'c@example.com', 'C', '52998224725', at, at
    from (select i, timestamptz '2026-02-01 12:00:00Z' - i * interval '1 minute' as at
      from generate_series(1, 1030) as i) as o`);
});
afterAll(() => t.close());

const get = (url: string, headers = admin) => t.app.inject({ method: 'GET', url, headers });

async function list(query: string): Promise<AdminPage> {
  const response = await get(`/web/admin/orders${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<AdminPage>();
}

const ids = (page: AdminPage) => page.items.map((item) => item.id);
const named = (...names: string[]) => names.map((name) => order[name]);

describe("the admin's orders list", () => {
  it("lists every seller's live orders newest first, each with its seller", async () => {
    const first = await list('?pageSize=10');
    expect(ids(first).slice(0, 5)).toEqual(named('b1', 'a1', 'a2', 'a3', 'b2'));
    expect(first.items.slice(0, 5).map((item) => item.seller.fullName)).toEqual([
      'Bruno Lojista',
      'Ana Vendedora',
      'Ana Vendedora',
      'Ana Vendedora',
      'Bruno Lojista',
    ]);
    expect(first.items[5]?.seller).toMatchObject({ id: sellers.carla, fullName: 'Carla Atacado' });
    expect(first.items.every((item) => item.livemode)).toBe(true);
    // 5 + 1,030 live orders: counting stops at 1,000, then finds them all near the end.
    expect(first).toMatchObject({ total: 1_000, totalExact: false, seller: null, product: null });
    const last = await list('?pageSize=25&page=42');
    expect(last).toMatchObject({ total: 1_035, totalExact: true });
    expect(last.items).toHaveLength(10);
  });

  it('keeps live and test apart', async () => {
    expect(ids(await list('?mode=test'))).toEqual(named('a4', 'b3'));
    expect(ids(await list(`?mode=test&seller=${sellers.ana}`))).toEqual(named('a4'));
  });

  it("filters one seller's orders and names the seller", async () => {
    const page = await list(`?seller=${sellers.ana}`);
    expect(ids(page)).toEqual(named('a1', 'a2', 'a3'));
    expect(page).toMatchObject({
      total: 3,
      totalExact: true,
      seller: { id: sellers.ana, fullName: 'Ana Vendedora' },
      product: null,
    });
    // Every one of a seller's orders at once, which the unfiltered list refuses.
    expect(await list(`?seller=${sellers.carla}&pageSize=all`)).toMatchObject({ total: 1_030 });
  });

  it("filters one product's orders and names the product and its seller", async () => {
    const page = await list(`?product=${product.ana1}`);
    expect(ids(page)).toEqual(named('a1', 'a2'));
    expect(page).toMatchObject({
      total: 2,
      seller: { id: sellers.ana, fullName: 'Ana Vendedora' },
      product: { id: product.ana1, name: 'Curso de pão' },
    });
    expect(ids(await list(`?product=${product.ana1}&mode=test`))).toEqual(named('a4'));
    expect(ids(await list(`?product=${product.bruno1}&status=paid`))).toEqual(named('b1'));
    // Another seller's product: nothing.
    expect(await list(`?product=${product.bruno1}&seller=${sellers.ana}`)).toMatchObject({
      items: [],
      total: 0,
    });
    expect(await list(`?product=${randomUUID()}`)).toMatchObject({
      items: [],
      total: 0,
      product: null,
      seller: null,
    });
  });

  it('applies the status, method, São Paulo day and search filters over every seller', async () => {
    expect(ids(await list('?status=paid'))).toEqual(named('b1', 'a1', 'a3'));
    expect(ids(await list('?method=pix'))).toEqual(named('a2', 'a3'));
    expect(ids(await list('?status=paid&method=card'))).toEqual(named('b1', 'a1'));
    // 10 March in São Paulo starts at 03:00 UTC: a2 (02:30 UTC) belongs to the 9th.
    expect(ids(await list('?from=2026-03-10&to=2026-03-10'))).toEqual(named('b1', 'a1'));
    expect(ids(await list('?from=2026-03-09&to=2026-03-09'))).toEqual(named('a2', 'a3'));
    expect(ids(await list('?search=bruno-buyer'))).toEqual(named('b2'));
    const b1 = order.b1 ?? '';
    expect(ids(await list(`?search=${b1.slice(0, 8)}`))).toContain(b1);
  });

  it('is for admins only, and refuses hostile input field by field', async () => {
    expect((await get('/web/admin/orders', sellerSession)).statusCode).toBe(403);
    expect((await get('/web/admin/orders', {})).statusCode).toBe(401);
    const fields = async (query: string) => {
      const response = await get(`/web/admin/orders${query}`);
      expect(response.statusCode, response.body).toBe(400);
      return Object.keys(response.json<{ error: { fields: object } }>().error.fields);
    };
    expect(await fields('?seller=abc')).toEqual(['seller']);
    expect(await fields(`?product=${encodeURIComponent("1' or 1=1 --")}`)).toEqual(['product']);
    expect(await fields('?mode=both')).toEqual(['mode']);
    expect(await fields('?status=lost&method=cash')).toEqual(['status', 'method']);
    expect(await fields('?from=2026-03-10&to=2026-03-01')).toEqual(['to']);
    expect(await fields('?pageSize=all')).toEqual(['pageSize']);
  });
});
