import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payoutProviders } from '../../db/schema.ts';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
import { defaultProviderRow, providerSettings } from './registry.ts';

let t: TestApp;
let admin: { token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserAndLogin(t, 'admin');
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin.token) =>
  t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('BaaS providers', () => {
  it('starts with the sandbox as default and keeps tokens encrypted, returning only their last four', async () => {
    const list = (await call('GET', '/web/admin/payout-providers')).json();
    expect(list.items[0]).toMatchObject({ kind: 'sandbox', isDefault: true, active: true });
    expect(list.items[0].webhookUrl).toMatch(/\/hooks\/payouts\/[0-9a-f-]{36}$/);

    const token = '$aact_prod_000000000000000000000000abcd';
    const created = await call('POST', '/web/admin/payout-providers', {
      name: 'Asaas',
      kind: 'asaas',
      apiUrl: 'https://api.asaas.com/v3',
      tokens: [token, 'webhook-token-wxyz'],
      fixedFee: 99,
      percentageFee: '0.5',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      tokens: ['••••abcd', '••••wxyz', null],
      fixedFee: 99,
      percentageFee: '0.5',
      isDefault: false,
    });
    expect(created.body).not.toContain(token);
    const [row] = await t.database.db
      .select()
      .from(payoutProviders)
      .where(eq(payoutProviders.id, created.json().id));
    expect(JSON.stringify(row?.tokens)).not.toContain('abcd');
    expect(providerSettings(t.app, row as NonNullable<typeof row>).tokens).toEqual([
      token,
      'webhook-token-wxyz',
      null,
    ]);

    const kept = await call('PUT', `/web/admin/payout-providers/${created.json().id}`, {
      name: 'Asaas BR',
      kind: 'asaas',
      apiUrl: 'https://api.asaas.com/v3',
      tokens: [null, ''],
      fixedFee: 99,
      percentageFee: '0.5',
    });
    expect(kept.json()).toMatchObject({ name: 'Asaas BR', tokens: ['••••abcd', null, null] });

    const made = await call('POST', `/web/admin/payout-providers/${created.json().id}/default`);
    expect(made.json().isDefault).toBe(true);
    expect((await defaultProviderRow(t.app))?.id).toBe(created.json().id);
    const deactivate = await call('PUT', `/web/admin/payout-providers/${created.json().id}`, {
      name: 'Asaas BR',
      kind: 'asaas',
      tokens: [],
      fixedFee: 99,
      percentageFee: '0.5',
      active: false,
    });
    expect(deactivate.json().error.code).toBe('payouts.default_inactive');
  });

  it('validates input and is for admins only', async () => {
    const invalid = await call('POST', '/web/admin/payout-providers', {
      name: '',
      kind: 'pix-magic',
      apiUrl: 'ftp://x',
      fixedFee: -1,
      percentageFee: 'abc',
    });
    expect(Object.keys(invalid.json().error.fields).sort()).toEqual([
      'apiUrl',
      'fixedFee',
      'kind',
      'name',
      'percentageFee',
    ]);
    const seller = await createUserAndLogin(t, 'seller');
    expect(
      (await call('GET', '/web/admin/payout-providers', undefined, seller.token)).statusCode,
    ).toBe(403);
  });
});
