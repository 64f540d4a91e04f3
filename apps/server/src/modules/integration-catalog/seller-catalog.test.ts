import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, auditLog } from '../../db/schema.ts';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
import { samples } from '../../test/multipart.ts';
import { sellerWithKeys, sessionHeaders, type TestSeller } from '../../test/sellers.ts';
import { createSession } from '../auth/sessions.ts';

let t: TestApp;
let admin: { id: string; token: string };
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  admin = await createUserAndLogin(t, 'admin');
});
afterAll(() => t.close());

type Key = { id: string; mode: string; kind: string; display: string };

async function catalogEntry(title: string, active = true): Promise<string> {
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/admin/integrations',
    headers: bearer(admin.token),
    payload: {
      title,
      subtitle: `${title} e Repasse`,
      description: '1. Copie a chave\n2. Cole no painel',
      banner: `data:image/png;base64,${samples.png.toString('base64')}`,
      active,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json<{ id: string }>().id;
}

const setActive = (id: string, title: string, active: boolean) =>
  t.app.inject({
    method: 'PUT',
    url: `/web/admin/integrations/${id}`,
    headers: bearer(admin.token),
    payload: { title, active },
  });

const balanceWith = (key: string) =>
  t.app.inject({ method: 'GET', url: '/v1/balance', headers: bearer(key) });

async function generate(seller: TestSeller, id: string, mode: string, kind: string) {
  return t.app.inject({
    method: 'POST',
    url: `/web/integrations/catalog/${id}/keys`,
    headers: await sessionHeaders(t, seller.user),
    payload: { mode, kind },
  });
}

async function detail(seller: TestSeller, id: string) {
  return t.app.inject({
    method: 'GET',
    url: `/web/integrations/catalog/${id}`,
    headers: await sessionHeaders(t, seller.user),
  });
}

/** The seller's own keys as /integrations → API keys lists them (use times left out). */
async function ownKeys(seller: TestSeller): Promise<Key[]> {
  const response = await t.app.inject({
    method: 'GET',
    url: '/web/integrations/keys',
    headers: await sessionHeaders(t, seller.user),
  });
  return response
    .json<{ keys: Key[] }>()
    .keys.map(({ id, mode, kind, display }) => ({ id, mode, kind, display }));
}

describe('the catalog sellers see', () => {
  it('lists active entries in the admin order and hides inactive ones entirely', async () => {
    const seller = await sellerWithKeys(t);
    const shown = await catalogEntry('Mostrada');
    const hidden = await catalogEntry('Escondida', false);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/web/integrations/catalog',
      headers: await sessionHeaders(t, seller.user),
    });
    expect(listed.statusCode).toBe(200);
    const items = listed.json<{ items: { id: string; bannerUrl: string }[] }>().items;
    expect(items.map((item) => item.id)).toContain(shown);
    expect(items.map((item) => item.id)).not.toContain(hidden);
    expect(items.find((item) => item.id === shown)?.bannerUrl).toMatch(
      new RegExp(`/web/public/integrations/${shown}/banner\\?v=`),
    );

    const opened = await detail(seller, shown);
    expect(opened.statusCode).toBe(200);
    expect(opened.json()).toMatchObject({
      integration: {
        id: shown,
        title: 'Mostrada',
        subtitle: 'Mostrada e Repasse',
        description: '1. Copie a chave\n2. Cole no painel',
        connected: false,
      },
      keys: [],
      liveEnabled: true,
    });
    expect((await detail(seller, hidden)).statusCode).toBe(404);
    expect((await generate(seller, hidden, 'test', 'secret')).statusCode).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: `/web/public/integrations/${hidden}/banner` }))
        .statusCode,
    ).toBe(404);

    await setActive(shown, 'Mostrada', false);
    expect((await detail(seller, shown)).statusCode).toBe(404);
  });
});

describe('keys made for an integration', () => {
  it('work on /v1 like the seller’s own, are shown once, and leave the own keys alone', async () => {
    const seller = await sellerWithKeys(t);
    const id = await catalogEntry('Chaves');
    const before = await ownKeys(seller);
    expect(before.map((key) => `${key.mode}:${key.kind}`).sort()).toEqual([
      'live:secret',
      'test:secret',
    ]);

    const secret = await generate(seller, id, 'test', 'secret');
    expect(secret.statusCode).toBe(201);
    const { key, secret: value } = secret.json<{ key: Key; secret: string }>();
    expect(value).toMatch(/^sk_test_[0-9A-Za-z]{32}$/);
    expect(key.display).toBe(`sk_test_••••${value.slice(-4)}`);
    expect((await balanceWith(value)).json()).toMatchObject({ object: 'balance', livemode: false });
    const live = (await generate(seller, id, 'live', 'secret')).json<{ secret: string }>().secret;
    expect((await balanceWith(live)).json()).toMatchObject({ object: 'balance', livemode: true });

    // The integration's keys are listed with it, masked, and never among the seller's own.
    const opened = (await detail(seller, id)).json();
    expect(opened.integration.connected).toBe(true);
    expect(opened.keys.map((item: Key) => item.display).sort()).toEqual(
      [`sk_live_••••${live.slice(-4)}`, `sk_test_••••${value.slice(-4)}`].sort(),
    );
    expect(JSON.stringify(opened)).not.toContain(value);
    expect(await ownKeys(seller)).toEqual(before);
    expect((await balanceWith(seller.test)).statusCode).toBe(200);
    expect((await balanceWith(seller.live)).statusCode).toBe(200);

    // Regenerating the integration's key replaces only that one.
    const renewed = (await generate(seller, id, 'test', 'secret')).json<{ secret: string }>();
    expect((await balanceWith(value)).statusCode).toBe(401);
    expect((await balanceWith(renewed.secret)).statusCode).toBe(200);
    expect((await balanceWith(seller.test)).statusCode).toBe(200);
    expect(await ownKeys(seller)).toEqual(before);

    // Regenerating the seller's own key replaces only theirs.
    const ownRenewed = await t.app.inject({
      method: 'POST',
      url: '/web/integrations/keys',
      headers: await sessionHeaders(t, seller.user),
      payload: { mode: 'test', kind: 'secret' },
    });
    expect(ownRenewed.statusCode).toBe(201);
    expect((await balanceWith(seller.test)).statusCode).toBe(401);
    expect((await balanceWith(renewed.secret)).statusCode).toBe(200);

    const audit = await t.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.actorId, seller.user.id));
    expect(audit.map((row) => row.action)).toContain('integrations.integration_key_regenerate');
  });

  it("gives the checkout the seller's own public key, never an integration's", async () => {
    const seller = await sellerWithKeys(t);
    const id = await catalogEntry('Pública');
    const made = (await generate(seller, id, 'live', 'public')).json<{ secret: string }>();
    expect(made.secret).toMatch(/^pk_live_/);
    const headers = await sessionHeaders(t, seller.user);
    const product = await t.app.inject({
      method: 'POST',
      url: '/web/products',
      headers,
      payload: { name: 'Curso', price: 5_000, methods: ['card'] },
    });
    const checkout = await t.app.inject({
      method: 'GET',
      url: `/web/public/checkout/${product.json<{ id: string }>().id}`,
    });
    const { publicKey } = checkout.json<{ publicKey: string }>();
    expect(publicKey).toMatch(/^pk_live_/);
    expect(publicKey).not.toBe(made.secret);
    // The checkout's key is now the seller's own; the integration's still stands beside it.
    const own = await ownKeys(seller);
    expect(own.find((key) => key.kind === 'public')?.display).toBe(publicKey);
    const opened = (await detail(seller, id)).json<{ keys: Key[] }>();
    expect(opened.keys.map((key) => key.display)).toEqual([made.secret]);
    // Both public keys tokenise cards for this seller.
    for (const key of [publicKey, made.secret]) {
      const token = await t.app.inject({
        method: 'POST',
        url: '/v1/tokens',
        headers: bearer(key),
        payload: {
          card: {
            number: '4111111111111111',
            holderName: 'ANA',
            expMonth: 12,
            expYear: 2099,
            cvv: '123',
          },
        },
      });
      expect(token.statusCode).toBe(201);
    }
  });

  it('are revoked one by one, by their seller only, even once the entry is withdrawn', async () => {
    const owner = await sellerWithKeys(t);
    const intruder = await sellerWithKeys(t);
    const id = await catalogEntry('Revogável');
    const made = (await generate(owner, id, 'test', 'secret')).json<{ key: Key; secret: string }>();
    const otherEntry = await catalogEntry('Outra');
    const revoke = async (seller: TestSeller, entryId: string, keyId: string) =>
      t.app.inject({
        method: 'DELETE',
        url: `/web/integrations/catalog/${entryId}/keys/${keyId}`,
        headers: await sessionHeaders(t, seller.user),
      });

    // Another seller sees none of it and can revoke none of it.
    expect((await detail(intruder, id)).json().keys).toEqual([]);
    expect((await revoke(intruder, id, made.key.id)).statusCode).toBe(404);
    // The key belongs to this entry only; the seller's own keys are not revoked here.
    expect((await revoke(owner, otherEntry, made.key.id)).statusCode).toBe(404);
    const ownKey = (await ownKeys(owner))[0];
    expect((await revoke(owner, id, ownKey?.id ?? '')).statusCode).toBe(404);
    expect((await balanceWith(made.secret)).statusCode).toBe(200);
    expect((await balanceWith(owner.test)).statusCode).toBe(200);

    // Withdrawn from the catalog, the key still works until its seller revokes it, and the seller
    // still sees the entry (not offered) with the key, but can make no new one; others see nothing.
    await setActive(id, 'Revogável', false);
    expect((await balanceWith(made.secret)).statusCode).toBe(200);
    const shown = await detail(owner, id);
    expect(shown.json()).toMatchObject({ integration: { offered: false, connected: true } });
    expect(shown.json().keys.map((k: Key) => k.id)).toEqual([made.key.id]);
    expect((await generate(owner, id, 'test', 'public')).statusCode).toBe(404);
    expect((await detail(intruder, id)).statusCode).toBe(404);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/web/integrations/catalog',
      headers: await sessionHeaders(t, owner.user),
    });
    expect(listed.json().items.find((i: { id: string }) => i.id === id)).toMatchObject({
      offered: false,
    });
    const revoked = await revoke(owner, id, made.key.id);
    expect(revoked.statusCode).toBe(204);
    expect((await balanceWith(made.secret)).statusCode).toBe(401);
    expect((await revoke(owner, id, made.key.id)).statusCode).toBe(404);
    expect((await balanceWith(owner.test)).statusCode).toBe(200);
    await setActive(id, 'Revogável', true);
    expect((await detail(owner, id)).json().keys).toEqual([]);
  });

  it('cannot be made or revoked by an admin acting as the seller', async () => {
    const seller = await sellerWithKeys(t);
    const id = await catalogEntry('Personificada');
    const made = (await generate(seller, id, 'test', 'secret')).json<{ key: Key }>();
    const session = await createSession(t.database.db, t.clock, {
      userId: seller.user.id,
      ttlMs: 60_000,
      ip: null,
      userAgent: 'test',
      impersonatorId: admin.id,
    });
    const asAdmin = bearer(session.token);
    const generated = await t.app.inject({
      method: 'POST',
      url: `/web/integrations/catalog/${id}/keys`,
      headers: asAdmin,
      payload: { mode: 'test', kind: 'secret' },
    });
    expect(generated.statusCode).toBe(403);
    expect(generated.json().error.code).toBe('impersonation.forbidden_action');
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/web/integrations/catalog/${id}/keys/${made.key.id}`,
      headers: asAdmin,
    });
    expect(revoked.json().error.code).toBe('impersonation.forbidden_action');
    // Reading the instructions is fine; the keys stay masked.
    const read = await t.app.inject({
      method: 'GET',
      url: `/web/integrations/catalog/${id}`,
      headers: asAdmin,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json().keys).toHaveLength(1);
    const stored = await t.database.db
      .select({ id: apiKeys.id })
      .from(apiKeys)
      .where(and(eq(apiKeys.sellerId, seller.user.id), isNotNull(apiKeys.integrationId)));
    expect(stored).toHaveLength(1);
  });
});
