import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  login,
  type TestApp,
} from '../../test/harness.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
  lang = 'en',
) =>
  t.app.inject({
    method,
    url,
    headers: { ...bearer(token), 'accept-language': lang },
    ...(payload ? { payload } : {}),
  });

describe('account', () => {
  it('shows the registration data and edits the safe part without a password', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const account = (await call('GET', '/web/account', seller.token)).json();
    expect(account).toMatchObject({
      email: seller.email,
      bank: '001',
      documentStatus: 'not_validate',
    });
    const updated = await call('PATCH', '/web/account/profile', seller.token, {
      phoneCountryCode: '+55',
      phoneNumber: '(21) 99876-5432',
      tradeName: 'Nova Loja',
      businessModel: 'services',
      websiteUrl: 'novaloja.com.br',
      postalCode: '20040020',
      address: 'Rua Nova',
      number: '10',
      city: 'Rio de Janeiro',
      state: 'RJ',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      phoneNumber: '21998765432',
      postalCode: '20040-020',
      tradeName: 'Nova Loja',
      complement: null,
    });
    const bad = await call('PATCH', '/web/account/profile', seller.token, {
      ...account,
      number: '1',
      phoneNumber: '123',
      postalCode: 'abc',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      phoneNumber: 'Invalid phone number for this country.',
      postalCode: 'Invalid postal code.',
    });
  });

  it('asks for the password to change bank data or email', async () => {
    const seller = await createUserAndLogin(t, 'seller', 'first-pass');
    const bank = {
      bank: '237 - Bradesco',
      branch: '1234',
      accountNumber: '998877',
      accountCheckDigit: 'x',
      accountType: 'savings',
    };
    const wrong = await call(
      'PUT',
      '/web/account/bank',
      seller.token,
      { ...bank, currentPassword: 'nope' },
      'pt-BR',
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: 'A senha atual está incorreta.' });
    const ok = await call('PUT', '/web/account/bank', seller.token, {
      ...bank,
      currentPassword: 'first-pass',
    });
    expect(ok.json()).toMatchObject({
      bank: '237 - Bradesco',
      accountCheckDigit: 'X',
      accountType: 'savings',
    });

    const other = await createUserAndLogin(t, 'seller');
    const taken = await call('PUT', '/web/account/email', seller.token, {
      currentPassword: 'first-pass',
      email: other.email.toUpperCase(),
    });
    expect(taken.statusCode).toBe(409);
    const moved = await call('PUT', '/web/account/email', seller.token, {
      currentPassword: 'first-pass',
      email: 'New.Address@Example.com',
    });
    expect(moved.json().email).toBe('new.address@example.com');
    expect(await login(t.app, 'new.address@example.com', 'first-pass')).toMatch(/^rps_/);
  });
});

describe('Pix key', () => {
  it('validates each key type and stores the normalised key', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    expect((await call('GET', '/web/settings/pix-key', seller.token)).json()).toEqual({
      pixKey: null,
    });
    const cases: [string, string, number][] = [
      ['cpf', '529.982.247-25', 200],
      ['cpf', '529.982.247-26', 400],
      ['cnpj', '11.222.333/0001-81', 200],
      ['cnpj', '11.222.333/0001-80', 400],
      ['phone', '+55 11 98765-4321', 200],
      ['phone', '11987654321', 400],
      ['email', 'pix@loja.com', 200],
      ['email', 'pix@', 400],
      ['random', '123e4567-e89b-42d3-a456-426614174000', 200],
      ['random', '123', 400],
      ['iban', 'x', 400],
    ];
    for (const [type, key, status] of cases) {
      const response = await call('PUT', '/web/settings/pix-key', seller.token, { type, key });
      expect(response.statusCode, `${type} ${key}`).toBe(status);
      if (status === 400)
        expect(Object.keys(response.json().error.fields)).toEqual([
          type === 'iban' ? 'type' : 'key',
        ]);
    }
    const current = (await call('GET', '/web/settings/pix-key', seller.token)).json().pixKey;
    expect(current).toMatchObject({ type: 'random', key: '123e4567-e89b-42d3-a456-426614174000' });
    const phone = await call('PUT', '/web/settings/pix-key', seller.token, {
      type: 'phone',
      key: '+55 (11) 98765-4321',
    });
    expect(phone.json().pixKey.key).toBe('+5511987654321');
  });
});

describe('password and sessions', () => {
  it('changes the password, ends the other sessions and keeps the current one', async () => {
    const seller = await createUserAndLogin(t, 'seller', 'old-password');
    const otherDevice = await login(t.app, seller.email, 'old-password');
    const mismatch = await call('PUT', '/web/settings/password', seller.token, {
      currentPassword: 'old-password',
      newPassword: 'new-password',
      confirmation: 'other',
    });
    expect(mismatch.json().error.fields).toEqual({ confirmation: 'Passwords do not match' });
    const short = await call('PUT', '/web/settings/password', seller.token, {
      currentPassword: 'old-password',
      newPassword: '12345',
      confirmation: '12345',
    });
    expect(short.json().error.fields).toEqual({
      newPassword: 'Password must be at least 6 characters.',
    });
    const changed = await call('PUT', '/web/settings/password', seller.token, {
      currentPassword: 'old-password',
      newPassword: 'new-password',
      confirmation: 'new-password',
    });
    expect(changed.statusCode).toBe(204);
    expect((await call('GET', '/web/me', otherDevice)).statusCode).toBe(401);
    expect((await call('GET', '/web/me', seller.token)).statusCode).toBe(200);
    await expect(login(t.app, seller.email, 'old-password')).rejects.toThrow(/401/);
    expect(await login(t.app, seller.email, 'new-password')).toMatch(/^rps_/);
  });

  it('lists and revokes only the caller own sessions', async () => {
    const seller = await createUserAndLogin(t, 'seller', 'pw-123456');
    const second = await login(t.app, seller.email, 'pw-123456');
    const stranger = await createUserAndLogin(t, 'seller');
    const list = (await call('GET', '/web/sessions', seller.token)).json().items;
    expect(list).toHaveLength(2);
    expect(list.filter((s: { current: boolean }) => s.current)).toHaveLength(1);
    const secondId = list.find((s: { current: boolean }) => !s.current).id;
    expect((await call('DELETE', `/web/sessions/${secondId}`, stranger.token)).statusCode).toBe(
      404,
    );
    expect((await call('GET', '/web/me', second)).statusCode).toBe(200);
    expect((await call('DELETE', `/web/sessions/${secondId}`, seller.token)).statusCode).toBe(204);
    expect((await call('GET', '/web/me', second)).statusCode).toBe(401);
  });
});

describe('wrong current passwords', () => {
  const changes = (password: string) =>
    [
      [
        '/web/account/bank',
        {
          currentPassword: password,
          bank: '237 - Bradesco',
          branch: '1234',
          accountNumber: '998877',
          accountCheckDigit: '1',
          accountType: 'checking',
        },
      ],
      ['/web/account/email', { currentPassword: password, email: `new-${Date.now()}@example.com` }],
      [
        '/web/settings/password',
        { currentPassword: password, newPassword: 'new-secret', confirmation: 'new-secret' },
      ],
    ] as const;

  it('are limited per account like logins, even for the right password, on bank, email and password', async () => {
    for (const [url, body] of changes('guess')) {
      const seller = await createUserAndLogin(t, 'seller', 'right-pass');
      const send = (payload: object, ip = '203.0.113.7') =>
        t.app.inject({
          method: 'PUT',
          url,
          remoteAddress: ip,
          headers: bearer(seller.token),
          payload,
        });
      for (let i = 0; i < 5; i += 1) expect((await send(body)).statusCode, url).toBe(400);
      const right = { ...body, currentPassword: 'right-pass' };
      // Blocked from any address: the limit is the account's, and the right password too.
      const throttled = await send(right, '198.51.100.1');
      expect(throttled.statusCode, url).toBe(429);
      expect(throttled.headers['retry-after']).toBeDefined();
      expect(throttled.json().error.code).toBe('auth.rate_limited');
      // Logging in is a separate count: the owner is not locked out of the platform.
      await login(t.app, seller.email, 'right-pass');
      t.clock.advance(15 * 60 * 1000 + 1000);
      expect((await send(right)).statusCode, url).toBeLessThan(300);
    }
  });

  it('are limited per IP across accounts', async () => {
    const ip = '203.0.113.99';
    for (let account = 0; account < 4; account += 1) {
      const seller = await createUserAndLogin(t, 'seller', 'right-pass');
      for (let i = 0; i < 5; i += 1) {
        const [url, body] = changes('guess')[i % 3] ?? [];
        if (!url) continue;
        const response = await t.app.inject({
          method: 'PUT',
          url,
          remoteAddress: ip,
          headers: bearer(seller.token),
          payload: body,
        });
        expect(response.statusCode).toBe(400);
      }
    }
    const fresh = await createUserAndLogin(t, 'seller', 'right-pass');
    const [url, body] = changes('right-pass')[0];
    const blocked = await t.app.inject({
      method: 'PUT',
      url,
      remoteAddress: ip,
      headers: bearer(fresh.token),
      payload: body,
    });
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await t.app.inject({
      method: 'PUT',
      url,
      remoteAddress: '198.51.100.42',
      headers: bearer(fresh.token),
      payload: body,
    });
    expect(elsewhere.statusCode).toBeLessThan(300);
  });
});
