import type { AddressInfo } from 'node:net';
import { defaultFeeProfile } from '@repasse/core/fees/fee-profile';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withdrawals } from '../db/schema.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  registrationPayload,
  type TestApp,
} from '../test/harness.ts';
import { createCharge, sellerWithKeys, sessionHeaders, testCustomer } from '../test/sellers.ts';

let t: TestApp;
let admin: { id: string };
let superAdmin: { id: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserAndLogin(t, 'admin');
  superAdmin = await createUserAndLogin(t, 'super_admin');
});
afterAll(() => t.close());

const nul = 'Jo\u0000ão';
const loneHigh = 'Jo\uD800ão';
const loneLow = '\uDC00Loja';

describe('text PostgreSQL cannot store', () => {
  it('is a translated 400 naming the field, in bodies, nested objects, keys and queries', async () => {
    for (const bad of [nul, loneHigh, loneLow]) {
      const registration = await t.app.inject({
        method: 'POST',
        url: '/web/public/auth/register',
        payload: registrationPayload({ fullName: bad }),
      });
      expect(registration.statusCode).toBe(400);
      expect(registration.json().error).toMatchObject({
        code: 'validation',
        fields: { fullName: 'Remove the invisible or invalid characters from this text.' },
      });
    }
    const { live, user } = await sellerWithKeys(t);
    const charge = await t.app.inject({
      method: 'POST',
      url: '/v1/charges',
      headers: { ...bearer(live), 'accept-language': 'pt-BR' },
      payload: {
        amount: 5_000,
        method: 'pix',
        description: 'Curso',
        customer: { ...testCustomer, name: loneHigh },
      },
    });
    expect(charge.statusCode).toBe(400);
    expect(charge.json().error.fields).toEqual({
      'customer.name': 'Remova os caracteres invisíveis ou inválidos deste texto.',
    });
    const metadataKey = await createCharge(t, live, {
      amount: 5_000,
      method: 'pix',
      description: 'Curso',
      customer: testCustomer,
      metadata: { [`pedido${'\u0000'}`]: '1' },
    });
    expect(metadataKey.statusCode).toBe(400);
    expect(Object.keys(metadataKey.json().error.fields)).toEqual(['metadata.pedido\u0000']);

    const headers = await sessionHeaders(t, user);
    for (const url of [
      `/web/orders?search=${encodeURIComponent(nul)}`,
      `/web/clients?search=${encodeURIComponent(nul)}`,
      `/web/admin/audit?action=${encodeURIComponent(nul)}`,
    ]) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: url.includes('admin') ? await sessionHeaders(t, superAdmin) : headers,
      });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().error.code).toBe('validation');
    }
    // A surrogate half as UTF-8 bytes (no browser sends it) decodes to a replacement character.
    const bytes = await t.app.inject({
      method: 'GET',
      url: '/web/clients?search=%ED%B0%80',
      headers,
    });
    expect(bytes.statusCode).toBe(200);
  });

  it('keeps well-formed text with emoji and accents', async () => {
    const registration = await t.app.inject({
      method: 'POST',
      url: '/web/public/auth/register',
      payload: registrationPayload({ tradeName: 'Loja 🌵 da Conceição' }),
    });
    expect(registration.statusCode).toBe(201);
  });
});

describe('a body over the limit', () => {
  it('answers 413 in the error shape over a real connection', async () => {
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = t.app.server.address() as AddressInfo;
    const response = await fetch(`http://127.0.0.1:${port}/web/public/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'accept-language': 'pt-BR' },
      body: JSON.stringify({ email: 'a@b.co', password: 'x'.repeat(2_000_000) }),
    });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({
      error: { code: 'payload_too_large', message: expect.any(String) },
    });
  });
});

describe('concurrent administrative writes', () => {
  it('serialise key regenerations: every one answers 201 and only the last key works', async () => {
    const { user } = await sellerWithKeys(t);
    const headers = await sessionHeaders(t, user);
    const answers = await Promise.all(
      Array.from({ length: 10 }, () =>
        t.app.inject({
          method: 'POST',
          url: '/web/integrations/keys',
          headers,
          payload: { mode: 'test', kind: 'secret' },
        }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(201));
    const keys = await t.app.inject({ method: 'GET', url: '/web/integrations/keys', headers });
    const active = keys
      .json<{ keys: { mode: string; kind: string }[] }>()
      .keys.filter((k) => k.mode === 'test' && k.kind === 'secret');
    expect(active).toHaveLength(1);
    const working = await Promise.all(
      answers.map(async (a) => {
        const response = await t.app.inject({
          method: 'GET',
          url: '/v1/balance',
          headers: bearer(a.json<{ secret: string }>().secret),
        });
        return response.statusCode;
      }),
    );
    expect(working.filter((code) => code === 200)).toHaveLength(1);
  });

  it('serialise routing updates and default swaps: no 5xx, one consistent result', async () => {
    const headers = await sessionHeaders(t, admin);
    const routing = (
      await t.app.inject({ method: 'GET', url: '/web/admin/acquirer-routing', headers })
    ).json();
    const updates = await Promise.all(
      Array.from({ length: 5 }, () =>
        t.app.inject({
          method: 'PUT',
          url: '/web/admin/acquirer-routing',
          headers,
          payload: routing,
        }),
      ),
    );
    expect(updates.map((u) => u.statusCode)).toEqual(Array(5).fill(200));
    expect(
      (await t.app.inject({ method: 'GET', url: '/web/admin/acquirer-routing', headers })).json(),
    ).toEqual(routing);

    const ids: string[] = [];
    for (const name of ['race-a', 'race-b', 'race-c']) {
      const created = await t.app.inject({
        method: 'POST',
        url: '/web/admin/fee-profiles',
        headers,
        payload: { ...defaultFeeProfile, uniqueId: `${name}-${Date.now()}` },
      });
      ids.push(created.json<{ id: string }>().id);
    }
    const swaps = await Promise.all(
      ids.map((id) =>
        t.app.inject({ method: 'POST', url: `/web/admin/fee-profiles/${id}/default`, headers }),
      ),
    );
    expect(swaps.map((s) => s.statusCode)).toEqual([200, 200, 200]);
    const profiles = (
      await t.app.inject({ method: 'GET', url: '/web/admin/fee-profiles', headers })
    ).json<{ items: { isDefault: boolean }[] }>();
    expect(profiles.items.filter((p) => p.isDefault)).toHaveLength(1);
  });
});

describe('test keys and live objects', () => {
  it('never show a live withdrawal to a test key, nor replay a live answer', async () => {
    const { user, live, test } = await sellerWithKeys(t);
    const now = new Date();
    const [withdrawal] = await t.database.db
      .insert(withdrawals)
      .values({
        sellerId: user.id,
        amount: 10_000,
        fee: 367,
        payout: 9_633,
        status: 'rejected',
        type: 'pix',
        pixKeyType: 'email',
        pixKey: 'api@loja.com.br',
        rejectionReason: 'teste',
        requestedAt: now,
        expectedArrivalAt: now,
        updatedAt: now,
      })
      .returning();
    if (!withdrawal) throw new Error('no withdrawal');
    const asLive = await t.app.inject({
      method: 'GET',
      url: `/v1/withdrawals/${withdrawal.id}`,
      headers: bearer(live),
    });
    expect(asLive.statusCode).toBe(200);
    const asTest = await t.app.inject({
      method: 'GET',
      url: `/v1/withdrawals/${withdrawal.id}`,
      headers: bearer(test),
    });
    expect(asTest.statusCode).toBe(404);
    const list = await t.app.inject({
      method: 'GET',
      url: '/v1/withdrawals',
      headers: bearer(test),
    });
    expect(list.json()).toMatchObject({ items: [], total: 0 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/withdrawals', headers: bearer(live) })).json()
        .total,
    ).toBe(1);

    // One Idempotency-Key used by both modes: two charges, each in its own mode.
    const body = { amount: 5_000, method: 'pix', description: 'X', customer: testCustomer };
    const liveCharge = await createCharge(t, live, body, 'same-key-both-modes');
    const testCharge = await createCharge(t, test, body, 'same-key-both-modes');
    expect(liveCharge.json().livemode).toBe(true);
    expect(testCharge.statusCode).toBe(201);
    expect(testCharge.json()).toMatchObject({ livemode: false });
    expect(testCharge.json().id).not.toBe(liveCharge.json().id);
    const crossRead = await t.app.inject({
      method: 'GET',
      url: `/v1/charges/${liveCharge.json().id}`,
      headers: bearer(test),
    });
    expect(crossRead.statusCode).toBe(404);
    await t.database.db.delete(withdrawals).where(eq(withdrawals.id, withdrawal.id));
  });
});
