import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';

let t: TestApp;
let admin: { id: string; email: string; token: string };
let superAdmin: { id: string; email: string; token: string };
beforeAll(async () => {
  t = await createTestApp();
  admin = await createUserAndLogin(t, 'admin');
  superAdmin = await createUserAndLogin(t, 'super_admin');
});
afterAll(() => t.close());

const call = (
  method: 'GET' | 'PUT' | 'POST' | 'DELETE',
  url: string,
  token: string,
  payload?: object,
) => t.app.inject({ method, url, headers: bearer(token), ...(payload ? { payload } : {}) });

describe('admin users', () => {
  it('searches by email, name and document, with page sizes including all', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const byEmail = (
      await call(
        'GET',
        `/web/admin/users?search=${encodeURIComponent(seller.email.toUpperCase())}`,
        admin.token,
      )
    ).json();
    expect(byEmail.items.map((u: { id: string }) => u.id)).toEqual([seller.id]);
    const byDocument = (
      await call('GET', '/web/admin/users?search=529.982.247&pageSize=all', admin.token)
    ).json();
    expect(byDocument.items.length).toBe(byDocument.total);
    expect(byDocument.total).toBeGreaterThanOrEqual(3);
    const paged = (
      await call('GET', '/web/admin/users?pageSize=10&page=1&role=admin', admin.token)
    ).json();
    expect(paged.items.every((u: { role: string }) => u.role === 'admin')).toBe(true);
    const wildcard = (await call('GET', '/web/admin/users?search=%25', admin.token)).json();
    expect(wildcard.total).toBe(0);
    expect((await call('GET', '/web/admin/users?pageSize=7', admin.token)).statusCode).toBe(400);
  });

  it('lets only super-admins grant or remove admin roles, and audits every change', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const byAdmin = await call('PUT', `/web/admin/users/${seller.id}/role`, admin.token, {
      role: 'admin',
    });
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().error.code).toBe('admin.role_requires_super_admin');
    expect(
      (await call('PUT', `/web/admin/users/${superAdmin.id}/role`, admin.token, { role: 'seller' }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await call('PUT', `/web/admin/users/${seller.id}/role`, superAdmin.token, { role: 'admin' })
      ).json(),
    ).toEqual({ role: 'admin' });
    const detail = (await call('GET', `/web/admin/users/${seller.id}`, admin.token)).json();
    expect(detail.user).toMatchObject({ role: 'admin', documentStatus: 'notApplicable' });
    expect(
      (
        await call('PUT', `/web/admin/users/${admin.id}/role`, admin.token, { role: 'seller' })
      ).json().error.code,
    ).toBe('admin.own_role');

    const audit = (
      await call('GET', `/web/admin/audit?targetId=${seller.id}`, superAdmin.token)
    ).json();
    expect(audit.items[0]).toMatchObject({
      action: 'admin.user.role',
      before: { role: 'seller' },
      after: { role: 'admin' },
      actor: { id: superAdmin.id },
    });
    expect((await call('GET', '/web/admin/audit', admin.token)).statusCode).toBe(403);
  });

  it('toggles auto-withdrawal', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    expect(
      (
        await call('PUT', `/web/admin/users/${seller.id}/auto-withdrawal`, admin.token, {
          enabled: true,
        })
      ).json(),
    ).toEqual({ enabled: true });
    expect(
      (await call('GET', `/web/admin/users/${seller.id}`, admin.token)).json().user.autoWithdrawal,
    ).toBe(true);
    expect(
      (
        await call('PUT', `/web/admin/users/${seller.id}/auto-withdrawal`, admin.token, {
          enabled: 'yes',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await call('PUT', `/web/admin/users/${seller.id}/auto-withdrawal`, seller.token, {
          enabled: false,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe('admin sessions', () => {
  it('lists active sessions and revokes any; the token fails on its next request', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const list = (await call('GET', `/web/admin/sessions?userId=${seller.id}`, admin.token)).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({
      user: { id: seller.id },
      impersonated: false,
      impersonator: null,
    });
    expect((await call('GET', '/web/me', seller.token)).statusCode).toBe(200);
    expect(
      (await call('DELETE', `/web/admin/sessions/${list.items[0].id}`, admin.token)).statusCode,
    ).toBe(204);
    expect((await call('GET', '/web/me', seller.token)).statusCode).toBe(401);
    expect(
      (await call('GET', `/web/admin/sessions?userId=${seller.id}`, admin.token)).json().items,
    ).toHaveLength(0);
  });
});

describe('impersonation', () => {
  it('issues a short, marked session that cannot touch credentials or money details', async () => {
    const seller = await createUserAndLogin(t, 'seller', 'seller-pass');
    const started = await call('POST', `/web/admin/users/${seller.id}/impersonate`, admin.token);
    expect(started.statusCode).toBe(200);
    const { token, expiresAt, user } = started.json();
    expect(user.id).toBe(seller.id);
    expect(new Date(expiresAt).getTime() - t.clock.now().getTime()).toBeLessThanOrEqual(
      60 * 60 * 1000,
    );

    const me = (await call('GET', '/web/me', token)).json();
    expect(me).toMatchObject({ user: { id: seller.id }, session: { impersonatedBy: admin.id } });
    const refusals = await Promise.all([
      call('PUT', '/web/settings/password', token, {
        currentPassword: 'seller-pass',
        newPassword: 'hijack1',
        confirmation: 'hijack1',
      }),
      call('PUT', '/web/settings/pix-key', token, { type: 'email', key: 'thief@example.com' }),
      call('PUT', '/web/account/bank', token, {
        currentPassword: 'seller-pass',
        bank: '1',
        branch: '1',
        accountNumber: '1',
        accountCheckDigit: '1',
        accountType: 'checking',
      }),
      call('PUT', '/web/account/email', token, {
        currentPassword: 'seller-pass',
        email: 'thief@example.com',
      }),
    ]);
    for (const refusal of refusals) {
      expect(refusal.statusCode).toBe(403);
      expect(refusal.json().error.code).toBe('impersonation.forbidden_action');
    }
    expect((await call('GET', '/web/account', token)).statusCode).toBe(200);
    expect(
      (await call('POST', `/web/admin/users/${seller.id}/impersonate`, token)).statusCode,
    ).toBe(403);

    const sessions = (
      await call('GET', `/web/admin/sessions?userId=${seller.id}`, admin.token)
    ).json().items;
    expect(sessions.find((s: { impersonated: boolean }) => s.impersonated)).toMatchObject({
      impersonator: { id: admin.id, email: admin.email },
    });
    const audit = (
      await call(
        'GET',
        `/web/admin/audit?targetId=${seller.id}&action=admin.impersonation.start`,
        superAdmin.token,
      )
    ).json();
    expect(audit.total).toBe(1);

    t.clock.advance(61 * 60 * 1000);
    expect((await call('GET', '/web/me', token)).statusCode).toBe(401);
  });

  it('refuses to impersonate admins or oneself, and sellers cannot impersonate', async () => {
    const otherAdmin = await createUserAndLogin(t, 'admin');
    const seller = await createUserAndLogin(t, 'seller');
    expect(
      (await call('POST', `/web/admin/users/${otherAdmin.id}/impersonate`, admin.token)).json()
        .error.code,
    ).toBe('impersonation.target_admin');
    expect(
      (await call('POST', `/web/admin/users/${superAdmin.id}/impersonate`, admin.token)).statusCode,
    ).toBe(403);
    expect(
      (await call('POST', `/web/admin/users/${admin.id}/impersonate`, admin.token)).json().error
        .code,
    ).toBe('impersonation.target_self');
    expect(
      (await call('POST', `/web/admin/users/${otherAdmin.id}/impersonate`, seller.token))
        .statusCode,
    ).toBe(403);
  });
});
