import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema.ts';
import type { ResolvedAddress } from '../../lib/outbound/guard.ts';
import { pagarmeAcquirerInput } from '../../test/acquirers.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';
import { deliverWebhook, emitEvent } from './webhooks.ts';

/*
 * Server-side request forgery: a seller (or an admin) types a URL the platform will call, so it
 * must not be a way into our own network. Private networks are refused here (the default).
 */

/** The test's DNS: tests change it to play a DNS server that changes its answer (rebinding). */
const dnsTable = new Map<string, string[]>([
  ['hooks.seller.example', ['93.184.216.34']],
  ['dual.seller.example', ['93.184.216.34', '2606:2800:220:1:248:1893:25c8:1946']],
  ['localhost', ['127.0.0.1', '::1']],
  ['intranet.seller.example', ['10.20.30.40']],
  ['mixed.seller.example', ['93.184.216.34', '192.168.1.20']],
  ['metadata.seller.example', ['169.254.169.254']],
]);
const lookups: string[] = [];
const resolveHost = async (hostname: string): Promise<ResolvedAddress[]> => {
  lookups.push(hostname);
  return (dnsTable.get(hostname) ?? []).map((address) => ({
    address,
    family: address.includes(':') ? 6 : 4,
  }));
};

let t: TestApp;
// Where a request would land if a refused address were contacted anyway.
let trapHits = 0;
const trap = createServer((_request, response) => {
  trapHits += 1;
  response.writeHead(200).end();
});
let trapPort = 0;

beforeAll(async () => {
  t = await createTestApp({ queue: true, resolveHost });
  await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
  trapPort = (trap.address() as AddressInfo).port;
});
afterAll(async () => {
  await t.close();
  await new Promise((resolve) => trap.close(resolve));
});

async function sellerHeaders() {
  const user = await createUserAndLogin(t, 'seller');
  return { user, headers: bearer(await sessionFor(t, user.id)) };
}

const register = (headers: Record<string, string>, url: string) =>
  t.app.inject({
    method: 'POST',
    url: '/web/integrations/webhooks',
    headers,
    payload: { url, events: ['charge.paid'] },
  });

describe('webhook endpoint URLs', () => {
  it.each([
    ['http://127.0.0.1/hooks', 'internal_address'],
    ['http://127.0.0.1:8080/hooks', 'internal_address'],
    ['http://localhost:3000/hooks', 'internal_address'],
    ['http://[::1]/hooks', 'internal_address'],
    ['http://169.254.169.254/latest/meta-data/iam/', 'internal_address'],
    ['http://metadata.google.internal/computeMetadata/v1/', 'internal_address'],
    ['http://[fd00:ec2::254]/', 'internal_address'],
    ['http://10.0.0.8/hooks', 'internal_address'],
    ['http://172.16.5.4/hooks', 'internal_address'],
    ['http://192.168.0.10/hooks', 'internal_address'],
    ['http://100.64.1.1/hooks', 'internal_address'],
    ['http://0.0.0.0/hooks', 'internal_address'],
    ['http://[::ffff:127.0.0.1]/hooks', 'internal_address'],
    ['http://[::ffff:7f00:1]/hooks', 'internal_address'],
    ['http://[64:ff9b::a9fe:a9fe]/', 'internal_address'],
    ['http://[2002:7f00:1::]/', 'internal_address'],
    ['http://[fe80::1]/hooks', 'internal_address'],
    ['http://[fc00::1]/hooks', 'internal_address'],
    ['http://2130706433/hooks', 'internal_address'],
    ['http://0x7f.1/hooks', 'internal_address'],
    ['http://intranet.seller.example/hooks', 'internal_address'],
    ['http://mixed.seller.example/hooks', 'internal_address'],
    ['http://metadata.seller.example/hooks', 'internal_address'],
    ['https://nowhere.seller.example/hooks', 'unresolvable'],
    ['https://user:secret@hooks.seller.example/hooks', 'credentials'],
  ])('refuses %s', async (url, reason) => {
    const { user, headers } = await sellerHeaders();
    const response = await register(headers, url);
    expect(response.statusCode).toBe(400);
    expect(response.json().error.code).toBe(`outbound_url.${reason}`);
    expect(Object.keys(response.json().error.fields)).toEqual(['url']);
    const rows = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.sellerId, user.id));
    expect(rows).toHaveLength(0);
  });

  it('explains the refusal in the caller language, without the resolved address', async () => {
    const { headers } = await sellerHeaders();
    const english = (await register(headers, 'http://intranet.seller.example/hooks')).json();
    expect(english.error.fields.url).toBe(
      'This address points to a private or internal network. Use one reachable from the internet.',
    );
    expect(JSON.stringify(english)).not.toContain('10.20.30.40');
    const portuguese = (
      await register(
        { ...headers, 'accept-language': 'pt-BR' },
        'https://nowhere.seller.example/hooks',
      )
    ).json();
    expect(portuguese.error.fields.url).toBe('Não encontramos este domínio. Confira o endereço.');
  });

  it('accepts public addresses and names', async () => {
    const { headers } = await sellerHeaders();
    for (const url of [
      'https://hooks.seller.example/repasse',
      'https://dual.seller.example:8443/repasse',
      'http://93.184.216.34/repasse',
      'https://[2606:4700:4700::1111]/repasse',
    ])
      expect((await register(headers, url)).statusCode).toBe(201);
  });

  it('refuses the same addresses when an endpoint is changed', async () => {
    const { headers } = await sellerHeaders();
    const endpoint = (await register(headers, 'https://hooks.seller.example/repasse')).json();
    const changed = await t.app.inject({
      method: 'PUT',
      url: `/web/integrations/webhooks/${endpoint.id}`,
      headers,
      payload: { url: 'http://169.254.169.254/latest/', events: ['charge.paid'] },
    });
    expect(changed.statusCode).toBe(400);
    expect(changed.json().error).toMatchObject({
      code: 'outbound_url.internal_address',
      fields: { url: expect.any(String) },
    });
    const [row] = await t.database.db
      .select()
      .from(webhookEndpoints)
      .where(eq(webhookEndpoints.id, endpoint.id));
    expect(row?.url).toBe('https://hooks.seller.example/repasse');
  });
});

describe('webhook delivery', () => {
  async function pendingDelivery(hostname: string) {
    const { user, headers } = await sellerHeaders();
    const endpoint = (await register(headers, `http://${hostname}:${trapPort}/hooks`)).json();
    expect(endpoint.id).toBeDefined();
    await t.database.db.transaction((tx) =>
      emitEvent(t.app, tx, user.id, 'charge.paid', { id: 'ch_test' }),
    );
    const [delivery] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.endpointId, endpoint.id));
    if (!delivery) throw new Error('no delivery');
    return delivery.id;
  }

  const deliveryRow = async (id: string) =>
    (await t.database.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)))[0];

  it('refuses, without any request, a name that now resolves to an internal address', async () => {
    dnsTable.set('rebind.seller.example', ['93.184.216.34']);
    const id = await pendingDelivery('rebind.seller.example');
    // The seller's DNS now answers an address inside our network (DNS rebinding).
    dnsTable.set('rebind.seller.example', ['127.0.0.1']);
    const lookupsBefore = lookups.length;
    await expect(deliverWebhook(t.app, id)).rejects.toThrow(/private or internal network/);
    expect(lookups.slice(lookupsBefore)).toEqual(['rebind.seller.example']);
    expect(trapHits).toBe(0);
    expect(await deliveryRow(id)).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastStatusCode: null,
      lastError: 'Refused: rebind.seller.example points to a private or internal network address',
    });

    // Half public, half internal is refused too: a client may pick any of them.
    dnsTable.set('rebind.seller.example', ['93.184.216.34', '::ffff:127.0.0.1']);
    await expect(deliverWebhook(t.app, id)).rejects.toThrow(/private or internal network/);
    expect(trapHits).toBe(0);
  });

  it('fails clearly when the name stopped resolving', async () => {
    dnsTable.set('gone.seller.example', ['93.184.216.34']);
    const id = await pendingDelivery('gone.seller.example');
    dnsTable.delete('gone.seller.example');
    await expect(deliverWebhook(t.app, id)).rejects.toThrow(/does not resolve/);
    expect((await deliveryRow(id))?.lastError).toBe(
      'Refused: gone.seller.example does not resolve to any address',
    );
    expect(trapHits).toBe(0);
  });
});

describe('provider API URLs typed by admins', () => {
  const acquirer = (apiUrl: string) => pagarmeAcquirerInput({ apiUrl, tokens: ['sk_test_x'] });
  const provider = (apiUrl: string) => ({
    name: 'Asaas',
    kind: 'asaas',
    apiUrl,
    tokens: ['$aact_x'],
    fixedFee: 99,
    percentageFee: '0.5',
  });

  it('refuses internal addresses for acquirers and BaaS providers, on create and change', async () => {
    const admin = await createUserAndLogin(t, 'admin');
    const headers = bearer(admin.token);
    const save = (method: 'POST' | 'PUT', url: string, payload: object) =>
      t.app.inject({ method, url, headers, payload });
    for (const internal of [
      'http://169.254.169.254/latest/meta-data/',
      'http://intranet.seller.example/core/v5',
      'http://[::1]:8080/',
    ]) {
      for (const [url, payload] of [
        ['/web/admin/acquirers', acquirer(internal)],
        ['/web/admin/payout-providers', provider(internal)],
      ] as const) {
        const refused = await save('POST', url, payload);
        expect(refused.statusCode).toBe(400);
        expect(refused.json().error).toMatchObject({
          code: 'outbound_url.internal_address',
          fields: { apiUrl: expect.any(String) },
        });
      }
    }

    // A name that does not resolve from here yet is the call's problem, not a way in.
    const created = await save(
      'POST',
      '/web/admin/acquirers',
      acquirer('https://nowhere.example/v5'),
    );
    expect(created.statusCode).toBe(201);
    const changed = await save(
      'PUT',
      `/web/admin/acquirers/${created.json().id}`,
      acquirer('http://10.0.0.1/v5'),
    );
    expect(changed.json().error.code).toBe('outbound_url.internal_address');
    const baas = await save(
      'POST',
      '/web/admin/payout-providers',
      provider('https://api.asaas.example/v3'),
    );
    expect(baas.statusCode).toBe(201);
    const baasChanged = await save(
      'PUT',
      `/web/admin/payout-providers/${baas.json().id}`,
      provider('http://192.168.0.1/v3'),
    );
    expect(baasChanged.json().error.code).toBe('outbound_url.internal_address');
  });

  it('makes provider calls through the guard', async () => {
    // The adapters get the app's guarded fetch: a call to an internal address is refused.
    await expect(t.app.outbound.fetch('http://169.254.169.254/latest/meta-data/')).rejects.toThrow(
      /private or internal network/,
    );
  });
});
