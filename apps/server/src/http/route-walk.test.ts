import type { Role } from '@repasse/core/contract/common';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../test/harness.ts';
import type { Access, RouteEntry } from './access.ts';

let t: TestApp;
const userIds: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  t = await createTestApp();
  for (const role of ['seller', 'admin', 'super_admin'] as const) {
    userIds[role] = (await createUserAndLogin(t, role)).id;
  }
});
afterAll(() => t.close());

type Caller = 'anonymous' | Role;
const callers: Caller[] = ['anonymous', 'seller', 'admin', 'super_admin'];

/** What each declared access should answer to each caller: allowed, or the refusal's status. */
const expected: Record<Access, Record<Caller, 'allowed' | 401 | 403>> = {
  public: { anonymous: 'allowed', seller: 'allowed', admin: 'allowed', super_admin: 'allowed' },
  user: { anonymous: 401, seller: 'allowed', admin: 'allowed', super_admin: 'allowed' },
  admin: { anonymous: 401, seller: 403, admin: 'allowed', super_admin: 'allowed' },
  super_admin: { anonymous: 401, seller: 403, admin: 403, super_admin: 'allowed' },
  // Session tokens are never API keys, and webhooks prove themselves by signature.
  secret_key: { anonymous: 401, seller: 401, admin: 401, super_admin: 401 },
  webhook: { anonymous: 401, seller: 401, admin: 401, super_admin: 401 },
};

const concreteUrl = (url: string) =>
  url.replace(/:[A-Za-z]+/g, '00000000-0000-4000-8000-000000000000').replace('*', 'x');

describe('route walk', () => {
  it('knows the routes of every surface', () => {
    const table = t.app.routeTable.map((r) => `${r.method} ${r.url} ${r.access}`);
    expect(table).toEqual(
      expect.arrayContaining([
        'POST /web/public/auth/register public',
        'POST /web/public/auth/login public',
        'POST /web/auth/logout user',
        'GET /web/me user',
        'GET /health public',
      ]),
    );
  });

  it('allows or refuses every route for every role as declared', async () => {
    const apiRoutes = t.app.routeTable.filter(
      (route: RouteEntry) => !route.url.startsWith('/docs'),
    );
    expect(apiRoutes.length).toBeGreaterThan(4);
    const mismatches: string[] = [];
    for (const route of apiRoutes) {
      for (const caller of callers) {
        // A fresh session per call: some routes (logout) end the session they are called with.
        const userId = caller === 'anonymous' ? undefined : userIds[caller];
        const token = userId ? await sessionFor(t, userId) : undefined;
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: token ? bearer(token) : {},
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        const want = expected[route.access][caller];
        const refused = response.statusCode === 401 || response.statusCode === 403;
        const ok =
          want === 'allowed' ? !refused && response.statusCode < 500 : response.statusCode === want;
        if (!ok)
          mismatches.push(
            `${caller} ${route.method} ${route.url} -> ${response.statusCode}, wanted ${want}`,
          );
      }
    }
    expect(mismatches).toEqual([]);
  });
});

describe('access declarations', () => {
  it('refuses to register a route that declares no access, or the wrong access for its surface', async () => {
    const fresh = await createTestApp({ ready: false });
    try {
      expect(() => fresh.app.post('/web/undeclared', async () => 'x')).toThrow(
        /declares no access/,
      );
      expect(() =>
        fresh.app.get('/web/public/oops', { config: { access: 'user' } }, async () => 'x'),
      ).toThrow(/must be public/);
      expect(() =>
        fresh.app.get('/web/private', { config: { access: 'public' } }, async () => 'x'),
      ).toThrow(/needs a session/);
    } finally {
      await fresh.close();
    }
  });
});
