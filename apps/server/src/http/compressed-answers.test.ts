import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../test/harness.ts';
import { cardSale, postCharge, sellerWithKeys } from '../test/sellers.ts';
import { acceptedEncoding } from './compressed-answers.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://pay.repasse.com.br' } });
  token = (await createUserAndLogin(t, 'seller')).token;
});
afterAll(() => t.close());

/** A month of a seller's figures: a point a day, well over the kilobyte worth compressing. */
const figures = '/web/dashboard/analytics?from=2026-11-01&to=2026-11-30';
const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { ...bearer(token), ...headers } });

describe("the website's JSON answers", () => {
  it('come compressed as the browser accepts, and decompress to the same answer', async () => {
    const plain = await get(figures);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toContain('Accept-Encoding');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);

    const br = await get(figures, { 'accept-encoding': 'gzip, deflate, br, zstd' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toContain('Accept-Encoding');
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(Number(br.headers['content-length'])).toBe(br.rawPayload.length);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gzip = await get(figures, { 'accept-encoding': 'gzip;q=1, br;q=0' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());

    const refused = await get(figures, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.json()).toEqual(plain.json());
  });

  it('keep the phone app’s origin in Vary next to the encoding', async () => {
    const answer = await get(figures, { origin: 'capacitor://localhost', 'accept-encoding': 'br' });
    expect(answer.headers['access-control-allow-origin']).toBe('capacitor://localhost');
    expect(String(answer.headers.vary).split(/,\s*/).sort()).toEqual(['Accept-Encoding', 'Origin']);
  });

  it('leave small answers, errors and the public API as they are', async () => {
    const small = await get('/web/financial/balance', { 'accept-encoding': 'br' });
    expect(small.statusCode).toBe(200);
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
    const refused = await get('/web/orders?page=0', { 'accept-encoding': 'br' });
    expect(refused.statusCode).toBe(400);
    expect(refused.headers['content-encoding']).toBeUndefined();

    const seller = await sellerWithKeys(t);
    const pix = { ...cardSale(), method: 'pix', instalments: 1, card: undefined };
    for (const n of [1, 2, 3])
      expect((await postCharge(t, seller.test, pix)).statusCode, `${n}`).toBe(201);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/v1/charges',
      headers: { ...bearer(seller.test), 'accept-encoding': 'br' },
    });
    expect(listed.statusCode).toBe(200);
    expect(listed.rawPayload.length).toBeGreaterThan(1024);
    expect(listed.headers['content-encoding']).toBeUndefined();
  });
});

describe('acceptedEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*;q=0, gzip;q=0.5', 'gzip'],
    ['identity', null],
    ['', null],
    [undefined, null],
    ['gzip;q=x', null],
  ])('%s → %s', (header, expected) => {
    expect(acceptedEncoding(header)).toBe(expected);
  });
});
