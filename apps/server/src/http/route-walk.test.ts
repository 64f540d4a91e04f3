import type { Role } from '@repasse/core/contract/common';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  acquirerDiscrepancies,
  awardClaims,
  awardTiers,
  kycDocuments,
  products,
  transactions,
  withdrawals,
} from '../db/schema.ts';
import { createSession } from '../modules/auth/sessions.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../test/harness.ts';
import type { Access, RouteEntry, TargetKind } from './access.ts';

let t: TestApp;
const userIds: Partial<Record<Role, string>> = {};
beforeAll(async () => {
  t = await createTestApp({ queue: true });
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
  public_key: { anonymous: 401, seller: 401, admin: 401, super_admin: 401 },
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
      expect(() =>
        fresh.app.post('/web/forgetful', { config: { access: 'user' } }, async () => 'x'),
      ).toThrow(/declares no sensitivity/);
      expect(() =>
        fresh.app.get('/web/readable', { config: { access: 'user' } }, async () => 'x'),
      ).not.toThrow();
    } finally {
      await fresh.close();
    }
  });
});

describe('impersonation', () => {
  it('refuses every route declared to move money or change credentials, and only those', async () => {
    const seller = userIds.seller ?? '';
    const admin = userIds.admin ?? '';
    const declared = t.app.routeTable.filter((route: RouteEntry) => route.sensitive);
    const sensitive = declared.filter((route) => route.sensitive !== 'none');
    expect(sensitive.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'POST /web/orders/:id/refund',
        'POST /web/financial/anticipation',
        'POST /web/withdrawals',
        'PUT /web/settings/password',
        'POST /web/integrations/keys',
      ]),
    );
    const wrong: string[] = [];
    for (const route of declared) {
      const session = await createSession(t.database.db, t.clock, {
        userId: seller,
        ttlMs: 60_000,
        ip: null,
        userAgent: 'test',
        impersonatorId: admin,
      });
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: concreteUrl(route.url),
        headers: bearer(session.token),
        ...(route.method === 'DELETE' ? {} : { payload: {} }),
      });
      const refused =
        response.statusCode === 403 &&
        response.json().error.code === 'impersonation.forbidden_action';
      if (refused !== (route.sensitive !== 'none'))
        wrong.push(`${route.method} ${route.url} (${route.sensitive}) -> ${response.statusCode}`);
    }
    expect(wrong).toEqual([]);
  });
});

describe('admins and super-admins', () => {
  it('refuses a plain admin every admin route acting on what a super-admin owns', async () => {
    const owner = userIds.super_admin ?? '';
    const seller = userIds.seller ?? '';
    const db = t.database.db;
    const now = t.clock.now();
    const objectsOf = async (userId: string) => {
      const session = await createSession(db, t.clock, {
        userId,
        ttlMs: 60_000,
        ip: null,
        userAgent: 'test',
      });
      const [document] = await db
        .insert(kycDocuments)
        .values({
          sellerId: userId,
          type: 'selfie',
          storageKey: `walk/${userId}`,
          contentType: 'image/png',
          sizeBytes: 1,
          uploadedAt: now,
        })
        .returning({ id: kycDocuments.id });
      const [withdrawal] = await db
        .insert(withdrawals)
        .values({
          sellerId: userId,
          amount: 10_000,
          fee: 0,
          payout: 10_000,
          pixKeyType: 'email',
          pixKey: 'walk@example.com',
          requestedAt: now,
          expectedArrivalAt: now,
          updatedAt: now,
        })
        .returning({ id: withdrawals.id });
      const [sale] = await db
        .insert(transactions)
        .values({
          sellerId: userId,
          livemode: false,
          method: 'pix',
          description: 'walk',
          price: 1_000,
          buyerTotal: 1_000,
          instalmentFee: 0,
          instalmentFeePayer: 'buyer',
          sellerFee: 0,
          net: 1_000,
          reserve: 0,
          platformRevenue: 0,
          releaseDays: 0,
          reserveDays: 30,
          buyerEmail: 'walk@example.com',
          buyerName: 'Walk',
          buyerDocument: '52998224725',
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: transactions.id });
      const [held] = await db
        .insert(acquirerDiscrepancies)
        .values({
          transactionId: sale?.id,
          sellerId: sql`(select seller_id from transactions where id = ${sale?.id}::uuid)`,
          eventType: 'refunded',
          reason: 'refund_amount_missing',
          createdAt: now,
        })
        .returning({ id: acquirerDiscrepancies.id });
      const [tier] = await db
        .insert(awardTiers)
        .values({ name: 'Walk', threshold: 1, kind: 'physical', createdAt: now, updatedAt: now })
        .returning({ id: awardTiers.id });
      const [claim] = await db
        .insert(awardClaims)
        .values({
          sellerId: userId,
          tierId: tier?.id ?? '',
          recipientName: 'Walk',
          recipientDocument: '52998224725',
          recipientBirthDate: '1990-01-01',
          phone: '11987654321',
          postalCode: '01310-100',
          address: 'Rua A',
          addressNumber: '1',
          city: 'São Paulo',
          state: 'SP',
        })
        .returning({ id: awardClaims.id });
      const [product] = await db
        .insert(products)
        .values({
          sellerId: userId,
          name: 'Walk',
          price: 1_000,
          methods: ['pix'],
          createdAt: now,
          updatedAt: now,
        })
        .returning({ id: products.id });
      return {
        user: userId,
        session: session.id,
        kyc_document: document?.id ?? '',
        withdrawal: withdrawal?.id ?? '',
        transaction: sale?.id ?? '',
        discrepancy: held?.id ?? '',
        award_claim: claim?.id ?? '',
        product: product?.id ?? '',
      } satisfies Record<TargetKind, string>;
    };
    const theirs = await objectsOf(owner);
    const sellers = await objectsOf(seller);
    const targeted = t.app.routeTable.filter((route: RouteEntry) => route.target);
    expect(targeted.length).toBeGreaterThan(10);
    const call = async (route: RouteEntry, caller: Role, objects: Record<TargetKind, string>) => {
      const target = route.target;
      if (!target) throw new Error('no target');
      const id = objects[target.kind];
      const callerId = userIds[caller] ?? '';
      const response = await t.app.inject({
        method: route.method as 'POST',
        url: target.from === 'params' ? route.url.replace(`:${target.field}`, id) : route.url,
        headers: bearer(await sessionFor(t, callerId)),
        ...(route.method === 'DELETE'
          ? {}
          : { payload: target.from === 'body' ? { [target.field]: [id] } : {} }),
      });
      return (
        response.statusCode === 403 && response.json().error.code === 'admin.target_super_admin'
      );
    };
    const wrong: string[] = [];
    for (const route of targeted) {
      const name = `${route.method} ${route.url}`;
      if (!(await call(route, 'admin', theirs))) wrong.push(`${name}: admin on a super-admin's`);
      if (await call(route, 'admin', sellers)) wrong.push(`${name}: admin on a seller's refused`);
      if (await call(route, 'super_admin', theirs)) wrong.push(`${name}: super-admin refused`);
    }
    expect(wrong).toEqual([]);
    expect(targeted.map((route) => `${route.method} ${route.url}`)).toEqual(
      expect.arrayContaining([
        'DELETE /web/admin/sessions/:id',
        'POST /web/admin/orders/:id/refund',
      ]),
    );
  });
});
