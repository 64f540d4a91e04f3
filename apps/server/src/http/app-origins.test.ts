import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../test/harness.ts';

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp({ config: { publicUrl: 'https://pay.repasse.com.br' } });
  token = (await createUserAndLogin(t, 'seller')).token;
});
afterAll(() => t.close());

describe('the phone app’s origins', () => {
  it.each(['capacitor://localhost', 'https://localhost', 'http://localhost'])(
    'lets %s preflight and read /web answers',
    async (origin) => {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/web/register-device',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization, content-type',
        },
      });
      expect(preflight.statusCode).toBe(204);
      expect(preflight.headers['access-control-allow-origin']).toBe(origin);
      expect(String(preflight.headers['access-control-allow-headers'])).toContain('authorization');
      const me = await t.app.inject({
        method: 'GET',
        url: '/web/me',
        headers: { origin, ...bearer(token) },
      });
      expect(me.statusCode).toBe(200);
      expect(me.headers['access-control-allow-origin']).toBe(origin);
      expect(me.headers.vary).toContain('Origin');
    },
  );

  it('answers nothing to any other origin, nor outside /web', async () => {
    for (const origin of ['https://evil.example', 'capacitor://evil', 'http://localhost:8080']) {
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/web/me',
        headers: { origin, 'access-control-request-method': 'GET' },
      });
      expect(preflight.statusCode).toBe(404);
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      const me = await t.app.inject({
        method: 'GET',
        url: '/web/me',
        headers: { origin, ...bearer(token) },
      });
      expect(me.headers['access-control-allow-origin']).toBeUndefined();
    }
    const health = await t.app.inject({
      method: 'GET',
      url: '/health',
      headers: { origin: 'https://localhost' },
    });
    expect(health.headers['access-control-allow-origin']).toBeUndefined();
  });
});
