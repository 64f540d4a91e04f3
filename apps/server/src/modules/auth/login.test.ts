import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  registrationPayload,
  type TestApp,
  uniqueEmail,
} from '../../test/harness.ts';
import { loginLimits } from './login-throttle.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const login = (email: string, password: string, ip = '10.0.0.1') =>
  t.app.inject({
    method: 'POST',
    url: '/web/public/auth/login',
    payload: { email, password },
    remoteAddress: ip,
  });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/web/me', headers: bearer(token) });

describe('login, sessions and logout', () => {
  it('logs a registered seller in with an opaque token and answers /web/me', async () => {
    const payload = registrationPayload();
    await t.app.inject({ method: 'POST', url: '/web/public/auth/register', payload });
    const response = await login(payload.email.toUpperCase(), payload.password);
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.token).toMatch(/^rps_[A-Za-z0-9_-]{43}$/);
    expect(body.user).toMatchObject({ email: payload.email, role: 'seller' });
    const meResponse = await me(body.token);
    expect(meResponse.statusCode).toBe(200);
    expect(meResponse.json()).toMatchObject({
      user: { email: payload.email },
      session: { impersonatedBy: null },
    });
  });

  it('answers a wrong password and an unknown email the same way', async () => {
    const user = await createUserAndLogin(t, 'seller');
    const wrongPassword = await login(user.email, 'not-the-password', '10.0.0.2');
    const unknownEmail = await login(uniqueEmail('nobody'), 'not-the-password', '10.0.0.2');
    expect(wrongPassword.statusCode).toBe(401);
    expect(unknownEmail.statusCode).toBe(401);
    expect(wrongPassword.body).toBe(unknownEmail.body);
    expect(wrongPassword.json().error.code).toBe('auth.invalid_credentials');
  });

  it('revokes the token on logout', async () => {
    const user = await createUserAndLogin(t, 'seller');
    expect((await me(user.token)).statusCode).toBe(200);
    const out = await t.app.inject({
      method: 'POST',
      url: '/web/auth/logout',
      headers: bearer(user.token),
    });
    expect(out.statusCode).toBe(204);
    const after = await me(user.token);
    expect(after.statusCode).toBe(401);
    expect(after.json().error.code).toBe('unauthorized');
  });

  it('expires sessions after their lifetime and refuses garbage tokens', async () => {
    const user = await createUserAndLogin(t, 'seller');
    t.clock.advance(23 * 60 * 60 * 1000);
    expect((await me(user.token)).statusCode).toBe(200);
    t.clock.advance(2 * 60 * 60 * 1000);
    expect((await me(user.token)).statusCode).toBe(401);
    expect((await me('rps_forged')).statusCode).toBe(401);
    const noScheme = await t.app.inject({
      method: 'GET',
      url: '/web/me',
      headers: { authorization: user.token },
    });
    expect(noScheme.statusCode).toBe(401);
  });

  it('rate limits failed logins per account, even for the right password afterwards', async () => {
    const user = await createUserAndLogin(t, 'seller', 'right-password');
    for (let i = 0; i < loginLimits.perAccount; i++) {
      expect((await login(user.email, 'wrong', `10.1.0.${i}`)).statusCode).toBe(401);
    }
    const blocked = await login(user.email, 'right-password', '10.1.1.1');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().error.code).toBe('auth.rate_limited');
    expect(blocked.headers['retry-after']).toBeDefined();
    t.clock.advance(loginLimits.windowMs + 1000);
    expect((await login(user.email, 'right-password', '10.1.1.1')).statusCode).toBe(200);
  });

  it('rate limits failed logins per IP across accounts', async () => {
    const ip = '10.9.9.9';
    for (let i = 0; i < loginLimits.perIp; i++) {
      expect((await login(uniqueEmail('spray'), 'guess', ip)).statusCode).toBe(401);
    }
    const user = await createUserAndLogin(t, 'seller', 'right-password');
    expect((await login(user.email, 'right-password', ip)).statusCode).toBe(429);
    expect((await login(user.email, 'right-password', '10.9.9.10')).statusCode).toBe(200);
  });
});
