import { readFileSync } from 'node:fs';
import createClient from 'openapi-fetch';
import type { OpenAPI3 } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicKeyOf } from '../test/cards.ts';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { sellerWithKeys, testCard, testCustomer } from '../test/sellers.ts';
import type { paths } from './v1.gen.ts';
import { v1ClientTypes, v1TypesPath } from './v1-client.ts';

/**
 * Integrators generate their client from the OpenAPI document. The committed types are generated
 * exactly that way; this proves they are current and that a client made from them charges a card
 * over real HTTP.
 */
let t: TestApp;
let baseUrl: string;

beforeAll(async () => {
  t = await createTestApp();
  baseUrl = await t.app.listen({ host: '127.0.0.1', port: 0 });
});
afterAll(() => t.close());

describe('the typed /v1 client', () => {
  it('is generated from the document the server serves', async () => {
    const served = (await fetch(`${baseUrl}/docs/json`).then((r) => r.json())) as OpenAPI3;
    expect(await v1ClientTypes(served), 'run `npm run openapi:types`').toBe(
      readFileSync(v1TypesPath, 'utf8'),
    );
  });

  it('tokenises a card, charges it in 3 instalments and reads the charge back', async () => {
    const seller = await sellerWithKeys(t);
    const client = createClient<paths>({ baseUrl });
    const asSeller = { Authorization: `Bearer ${seller.test}` };

    const token = await client.POST('/v1/tokens', {
      headers: { Authorization: `Bearer ${await publicKeyOf(t, seller.test)}` },
      body: { card: testCard() },
    });
    if (!token.data) throw new Error(`no token: ${JSON.stringify(token.error)}`);
    const sale = {
      amount: 10_000,
      method: 'card' as const,
      instalments: 3,
      description: 'Curso de fotografia',
      customer: testCustomer,
      card: { token: token.data.id },
    };

    const created = await client.POST('/v1/charges', {
      headers: asSeller,
      params: { header: { 'idempotency-key': 'typed-client-charge-1' } },
      body: sale,
    });
    expect(created.response.status).toBe(201);
    if (!created.data) throw new Error(`no charge: ${JSON.stringify(created.error)}`);
    expect(created.data).toMatchObject({
      object: 'charge',
      livemode: false,
      status: 'paid',
      method: 'card',
      amount: 10_000,
      instalments: 3,
      card: { brand: 'visa', lastFour: '1111' },
    });
    expect(created.data.buyerTotal).toBeGreaterThan(created.data.amount);

    const read = await client.GET('/v1/charges/{id}', {
      headers: asSeller,
      params: { path: { id: created.data.id } },
    });
    expect(read.data).toEqual(created.data);

    // The same key again is the same charge, not a second sale.
    const retried = await client.POST('/v1/charges', {
      headers: asSeller,
      params: { header: { 'idempotency-key': 'typed-client-charge-1' } },
      body: sale,
    });
    expect(retried.data?.id).toBe(created.data.id);

    const refused = await client.POST('/v1/charges', {
      headers: asSeller,
      params: { header: { 'idempotency-key': 'typed-client-charge-2' } },
      body: { amount: 100, method: 'pix', description: 'Too little', customer: testCustomer },
    });
    expect(refused.response.status).toBe(400);
    expect(refused.error?.error.code).toBe('sale.below_minimum');
  });
});
