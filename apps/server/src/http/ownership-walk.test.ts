import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions, withdrawals } from '../db/schema.ts';
import { bearer, createTestApp, sessionFor, type TestApp } from '../test/harness.ts';
import {
  createCharge,
  sellerWithKeys,
  sessionHeaders,
  type TestSeller,
  testCard,
  testCustomer,
} from '../test/sellers.ts';
import type { RouteEntry } from './access.ts';

/**
 * A seller never reads, touches or references another seller's objects: every route a seller or
 * a seller's key may call is walked with the ids of someone else's product, charges, webhook
 * endpoint and delivery, withdrawal and session, in its path and in every body field naming an
 * id. None may answer with the other seller's data or change anything of theirs.
 */

let t: TestApp;
let owner: TestSeller;
let intruder: TestSeller;
let ownerHeaders: Record<string, string>;
const foreign: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp({ queue: true, config: { outboundAllowPrivateNetworks: true } });
  owner = await sellerWithKeys(t);
  intruder = await sellerWithKeys(t);
  const headers = await sessionHeaders(t, owner.user);
  ownerHeaders = headers;
  const product = await t.app.inject({
    method: 'POST',
    url: '/web/products',
    headers,
    payload: { name: 'Curso', price: 5_000, methods: ['pix', 'card'] },
  });
  foreign.product = product.json<{ id: string }>().id;
  const endpoint = await t.app.inject({
    method: 'POST',
    url: '/web/integrations/webhooks',
    headers,
    payload: { url: 'http://127.0.0.1:9/hooks', events: ['charge.paid'], active: true },
  });
  foreign.endpoint = endpoint.json<{ id: string }>().id;
  const paid = await createCharge(t, owner.live, {
    amount: 10_000,
    method: 'card',
    description: 'Curso',
    customer: testCustomer,
    card: testCard(),
  });
  foreign.liveCharge = paid.json<{ id: string }>().id;
  const pending = await createCharge(t, owner.test, {
    amount: 5_000,
    method: 'pix',
    description: 'Curso',
    customer: testCustomer,
  });
  foreign.testCharge = pending.json<{ id: string }>().id;
  const deliveries = await t.app.inject({
    method: 'GET',
    url: `/web/integrations/webhooks/${foreign.endpoint}/deliveries`,
    headers,
  });
  foreign.delivery = deliveries.json<{ items: { id: string }[] }>().items[0]?.id ?? '';
  const now = new Date();
  const [withdrawal] = await t.database.db
    .insert(withdrawals)
    .values({
      sellerId: owner.user.id,
      amount: 10_000,
      fee: 367,
      payout: 9_633,
      status: 'pending',
      pixKeyType: 'email',
      pixKey: 'api@loja.com.br',
      requestedAt: now,
      expectedArrivalAt: now,
      updatedAt: now,
    })
    .returning({ id: withdrawals.id });
  foreign.withdrawal = withdrawal?.id ?? '';
  const list = await t.app.inject({ method: 'GET', url: '/web/sessions', headers });
  foreign.session = list.json<{ items: { id: string }[] }>().items[0]?.id ?? '';
});
afterAll(() => t.close());

/** Routes a seller's session or key reaches, minus the buyer-facing checkout (public by design). */
const sellerRoutes = () =>
  t.app.routeTable.filter(
    (route: RouteEntry) => route.access === 'user' || route.access === 'secret_key',
  );

async function snapshotOfOwner() {
  const headers = ownerHeaders;
  const read = async (url: string) => (await t.app.inject({ method: 'GET', url, headers })).body;
  return Promise.all([
    read(`/web/orders/${foreign.liveCharge}`),
    read(`/web/orders/${foreign.testCharge}`),
    read('/web/products'),
    read('/web/integrations/webhooks'),
    read(`/web/withdrawals/${foreign.withdrawal}`),
    read('/web/financial/balance'),
  ]);
}

describe('ownership walk', () => {
  it("refuses every route another seller's ids, in paths and in bodies", async () => {
    expect(Object.values(foreign).every(Boolean)).toBe(true);
    const before = await snapshotOfOwner();
    const ids = Object.values(foreign);
    const leaks: string[] = [];
    let probes = 0;
    for (const route of sellerRoutes()) {
      // A fresh session per call: logout-like routes end the one they are called with.
      const credentials = async () =>
        route.access === 'secret_key'
          ? bearer(intruder.live)
          : bearer(await sessionFor(t, intruder.user.id));
      const hasBody = route.method !== 'GET' && route.method !== 'DELETE';
      const bodies: object[] = hasBody
        ? ids.flatMap((id) => [
            { productId: id },
            { orderIds: [id] },
            { id },
            {
              amount: 1_000,
              productId: id,
              method: 'pix',
              description: 'X',
              customer: testCustomer,
            },
          ])
        : [{}];
      const urls = route.url.includes(':')
        ? ids.map((id) => route.url.replace(/:[A-Za-z]+/g, id))
        : [route.url];
      for (const url of urls) {
        for (const body of route.url.includes(':') ? [bodies[0] ?? {}] : bodies) {
          probes += 1;
          const response = await t.app.inject({
            method: route.method as 'GET',
            url,
            headers: await credentials(),
            ...(hasBody ? { payload: body } : {}),
          });
          const ok = response.statusCode >= 200 && response.statusCode < 300;
          const leaked = ids.find((id) => response.body.includes(id));
          if (response.statusCode >= 500 || (ok && leaked))
            leaks.push(`${route.method} ${url} ${JSON.stringify(body)} -> ${response.statusCode}`);
        }
      }
    }
    expect(probes).toBeGreaterThan(200);
    expect(leaks).toEqual([]);
    // Nothing of the owner's changed: orders, products, endpoints, withdrawal, balance, sessions.
    expect(await snapshotOfOwner()).toEqual(before);
    const [session] = await t.database.db
      .select({ revokedAt: sessions.revokedAt })
      .from(sessions)
      .where(eq(sessions.id, foreign.session ?? ''));
    expect(session?.revokedAt).toBeNull();
  });
});
