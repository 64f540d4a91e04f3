import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('platform endpoints', () => {
  it('reports health after checking the database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', database: 'ok' });
  });

  it('serves the OpenAPI document generated from the zod schemas', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/docs/json' });
    expect(response.statusCode).toBe(200);
    const spec = response.json();
    expect(spec.openapi).toMatch(/^3\./);
    const register = spec.paths['/web/public/auth/register'].post;
    expect(register.requestBody.content['application/json'].schema).toBeDefined();
    expect(JSON.stringify(spec)).toContain('personDocument');
    expect(spec.paths['/web/me'].get).toBeDefined();
    // The sellers' API is documented with its secret-key security.
    expect(spec.paths['/v1/withdrawals'].post.security).toEqual([{ secretKey: [] }]);
    expect(spec.paths['/v1/balance'].get).toBeDefined();
  });

  it('answers unknown API paths with the error shape in the caller language', async () => {
    const en = await t.app.inject({ method: 'GET', url: '/web/public/nothing-here' });
    expect(en.statusCode).toBe(404);
    expect(en.json()).toEqual({ error: { code: 'not_found', message: 'Not found.' } });
    const pt = await t.app.inject({
      method: 'GET',
      url: '/v1/nothing',
      headers: { 'accept-language': 'pt-BR' },
    });
    expect(pt.json()).toEqual({ error: { code: 'not_found', message: 'Não encontrado.' } });
  });

  it('sets security headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/health' });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
  });

  it('refuses an unsupported content type with a 415 in the error shape', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/web/public/auth/login',
      headers: { 'content-type': 'application/xml' },
      payload: '<login/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json().error.code).toBe('unsupported_media_type');
  });
});
