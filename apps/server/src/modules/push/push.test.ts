import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/rows.ts';
import { devices, pushOutbox, users } from '../../db/schema.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';
import { createCharge, sellerWithKeys, testCard, testCustomer } from '../../test/sellers.ts';
import { createSession } from '../auth/sessions.ts';
import type { PushJob } from './notify.ts';
import { sendPushes } from './send.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ queue: true });
});
afterAll(() => t.close());

const device = (overrides: Record<string, string> = {}) => ({
  push_token: `token-${Math.random().toString(36).slice(2)}`,
  platform: 'android',
  device_id: `device-${Math.random().toString(36).slice(2)}`,
  app_version: '1.0.0',
  ...overrides,
});

const register = (token: string, payload: object) =>
  t.app.inject({ method: 'POST', url: '/web/register-device', headers: bearer(token), payload });

const devicesOf = (userId: string) =>
  t.database.db.select().from(devices).where(eq(devices.userId, userId));

const sale = {
  amount: 19_700,
  method: 'card',
  instalments: 1,
  description: 'Curso',
  customer: testCustomer,
  card: testCard(),
};

/** The `push.send` jobs queued so far, oldest first; each is taken off the list once read. */
const seenJobs = new Set<string>();
async function newPushJobs(): Promise<PushJob[]> {
  const rows = rowsOf<{ id: string; data: PushJob }>(
    await t.database.db.execute(
      sql`SELECT id, data FROM pgboss.job WHERE name = 'push.send' ORDER BY created_on, id`,
    ),
  );
  const fresh = rows.filter((row) => !seenJobs.has(row.id));
  for (const row of fresh) seenJobs.add(row.id);
  return fresh.map((row) => row.data);
}

describe('device registry', () => {
  it('registers a device once, updates its token, and moves it to whoever logs in on it', async () => {
    const ana = await createUserAndLogin(t, 'seller');
    const bia = await createUserAndLogin(t, 'seller');
    const mine = device({ platform: 'ios' });
    const first = await register(ana.token, mine);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({ registered: true });
    expect(
      (await register(ana.token, { ...mine, push_token: 'token-new', app_version: '1.1.0' }))
        .statusCode,
    ).toBe(200);
    const [row] = await devicesOf(ana.id);
    expect(await devicesOf(ana.id)).toHaveLength(1);
    expect(row).toMatchObject({ pushToken: 'token-new', appVersion: '1.1.0', platform: 'ios' });

    // Bia logs in on Ana's phone: its pushes are Bia's now.
    expect((await register(bia.token, { ...mine, push_token: 'token-new' })).statusCode).toBe(200);
    expect(await devicesOf(ana.id)).toHaveLength(0);
    expect(await devicesOf(bia.id)).toEqual([
      expect.objectContaining({ id: row?.id, deviceId: mine.device_id }),
    ]);
  });

  it('keeps one device per push token (a reinstalled app gets a new device id)', async () => {
    const ana = await createUserAndLogin(t, 'seller');
    const token = `token-${Math.random()}`;
    await register(ana.token, device({ push_token: token }));
    await register(ana.token, device({ push_token: token }));
    expect(await devicesOf(ana.id)).toHaveLength(1);
  });

  it('removes the device of the session that logs out, and only that one', async () => {
    const ana = await createUserAndLogin(t, 'seller');
    const other = await sessionFor(t, ana.id);
    await register(ana.token, device());
    const kept = device();
    await register(other, kept);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/web/auth/logout',
      headers: bearer(ana.token),
    });
    expect(logout.statusCode).toBeLessThan(300);
    expect((await devicesOf(ana.id)).map((d) => d.deviceId)).toEqual([kept.device_id]);
  });

  it('removes the device of a session the user or an admin revokes', async () => {
    const ana = await createUserAndLogin(t, 'seller');
    const admin = await createUserAndLogin(t, 'admin');
    const phone = await createSession(t.database.db, t.clock, {
      userId: ana.id,
      ttlMs: 60_000,
      ip: null,
      userAgent: 'phone',
    });
    const tablet = await createSession(t.database.db, t.clock, {
      userId: ana.id,
      ttlMs: 60_000,
      ip: null,
      userAgent: 'tablet',
    });
    await register(phone.token, device({ device_id: `phone-${ana.id}` }));
    await register(tablet.token, device({ device_id: `tablet-${ana.id}` }));
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/web/sessions/${phone.id}`,
      headers: bearer(ana.token),
    });
    expect(revoked.statusCode).toBeLessThan(300);
    expect((await devicesOf(ana.id)).map((d) => d.deviceId)).toEqual([`tablet-${ana.id}`]);
    const byAdmin = await t.app.inject({
      method: 'DELETE',
      url: `/web/admin/sessions/${tablet.id}`,
      headers: bearer(admin.token),
    });
    expect(byAdmin.statusCode).toBeLessThan(300);
    expect(await devicesOf(ana.id)).toEqual([]);
  });

  it('registers nothing for an admin acting as the user', async () => {
    const admin = await createUserAndLogin(t, 'admin');
    const ana = await createUserAndLogin(t, 'seller');
    const acting = await createSession(t.database.db, t.clock, {
      userId: ana.id,
      ttlMs: 60_000,
      ip: null,
      userAgent: 'test',
      impersonatorId: admin.id,
    });
    const response = await register(acting.token, device());
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ registered: false });
    expect(await devicesOf(ana.id)).toHaveLength(0);
  });

  it('validates the body as SPEC §7 says', async () => {
    const ana = await createUserAndLogin(t, 'seller');
    expect((await register(ana.token, device({ platform: 'windows' }))).statusCode).toBe(400);
    expect((await register(ana.token, device({ push_token: '' }))).statusCode).toBe(400);
    expect((await register(ana.token, device({ device_id: 'x'.repeat(201) }))).statusCode).toBe(
      400,
    );
    const { app_version: _, ...noVersion } = device();
    expect((await register(ana.token, noVersion)).statusCode).toBe(400);
    expect(
      (await t.app.inject({ method: 'POST', url: '/web/register-device', payload: device() }))
        .statusCode,
    ).toBe(401);
  });
});

describe('notification preferences', () => {
  it('answers every event on by default and keeps what is changed', async () => {
    const ana = await createUserAndLogin(t, 'seller');
    const get = () =>
      t.app.inject({
        method: 'GET',
        url: '/web/notification-preferences',
        headers: bearer(ana.token),
      });
    const defaults = (await get()).json<{ items: { push: boolean; email: boolean }[] }>();
    expect(defaults.items).toHaveLength(6);
    expect(defaults.items.every((item) => item.push && item.email)).toBe(true);

    const put = await t.app.inject({
      method: 'PUT',
      url: '/web/notification-preferences',
      headers: bearer(ana.token),
      payload: { items: [{ event: 'sale_approved', push: false, email: true }] },
    });
    expect(put.statusCode).toBe(200);
    const items = put.json<{ items: { event: string; push: boolean; email: boolean }[] }>().items;
    expect(items.find((i) => i.event === 'sale_approved')).toEqual({
      event: 'sale_approved',
      push: false,
      email: true,
    });
    expect(items.filter((i) => i.event !== 'sale_approved').every((i) => i.push)).toBe(true);
    expect((await get()).json()).toEqual(put.json());

    const bad = await t.app.inject({
      method: 'PUT',
      url: '/web/notification-preferences',
      headers: bearer(ana.token),
      payload: { items: [{ event: 'nope', push: true, email: true }] },
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('sale approved push', () => {
  it('pushes each of the seller’s devices once, in the seller’s language, when the job runs', async () => {
    const seller = await sellerWithKeys(t);
    const token = await sessionFor(t, seller.user.id);
    await register(token, device({ push_token: 'phone-token-1111', platform: 'android' }));
    await register(token, device({ push_token: 'tablet-token-2222', platform: 'ios' }));
    await newPushJobs();

    const paid = await createCharge(t, seller.live, sale);
    expect(paid.statusCode).toBe(201);
    const chargeId = paid.json<{ id: string }>().id;
    const jobs = await newPushJobs();
    expect(jobs).toEqual([
      {
        userId: seller.user.id,
        eventKey: `sale_approved:${chargeId}`,
        data: { event: 'sale_approved', chargeId, amountCents: 19_700 },
      },
    ]);
    const [job] = jobs as [PushJob];
    await sendPushes(t.app, job);
    // A retried job sends nothing twice.
    await sendPushes(t.app, job);
    const pushes = await t.database.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.eventKey, job.eventKey));
    expect(pushes).toHaveLength(2);
    for (const push of pushes)
      expect(push).toMatchObject({
        userId: seller.user.id,
        event: 'sale_approved',
        title: 'Venda aprovada! R$\u00a0197,00',
        url: `/order?id=${chargeId}`,
        status: 'sent',
        attempts: 1,
        providerMessageId: expect.stringMatching(/^sandbox-/),
      });
    expect(pushes.map((p) => p.tokenLast4).sort()).toEqual(['1111', '2222']);

    // In English for a seller who reads English.
    await t.database.db.update(users).set({ locale: 'en' }).where(eq(users.id, seller.user.id));
    t.clock.set(new Date(t.clock.now().getTime() + 1000));
    const second = (await createCharge(t, seller.live, sale)).json<{ id: string }>().id;
    const [englishJob] = (await newPushJobs()) as [PushJob];
    await sendPushes(t.app, englishJob);
    const english = await t.database.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.eventKey, `sale_approved:${second}`));
    expect(english.map((p) => p.title)).toEqual([
      'Sale approved! R$197.00',
      'Sale approved! R$197.00',
    ]);

    // The admin reads them in the push outbox; a seller may not.
    const admin = await createUserAndLogin(t, 'admin');
    const outbox = await t.app.inject({
      method: 'GET',
      url: '/web/admin/push-outbox?pageSize=10',
      headers: bearer(admin.token),
    });
    expect(outbox.statusCode).toBe(200);
    expect(outbox.json<{ items: { title: string }[] }>().items[0]?.title).toBe(
      'Sale approved! R$197.00',
    );
    const refused = await t.app.inject({
      method: 'GET',
      url: '/web/admin/push-outbox',
      headers: bearer(token),
    });
    expect(refused.statusCode).toBe(403);
  });

  it('queues nothing for a seller without a device, and respects the push switch', async () => {
    const seller = await sellerWithKeys(t);
    await newPushJobs();
    expect((await createCharge(t, seller.live, sale)).statusCode).toBe(201);
    expect(await newPushJobs()).toEqual([]);

    const token = await sessionFor(t, seller.user.id);
    await register(token, device());
    await t.app.inject({
      method: 'PUT',
      url: '/web/notification-preferences',
      headers: bearer(token),
      payload: { items: [{ event: 'sale_approved', push: false, email: true }] },
    });
    expect((await createCharge(t, seller.live, sale)).statusCode).toBe(201);
    const [job] = (await newPushJobs()) as [PushJob];
    await sendPushes(t.app, job);
    expect(
      await t.database.db.select().from(pushOutbox).where(eq(pushOutbox.eventKey, job.eventKey)),
    ).toEqual([]);
  });

  it('prunes a device whose token the provider reports unregistered', async () => {
    const seller = await sellerWithKeys(t);
    const token = await sessionFor(t, seller.user.id);
    await register(token, device({ push_token: 'unregistered-token-9999' }));
    await register(token, device({ push_token: 'good-token-8888' }));
    await newPushJobs();
    expect((await createCharge(t, seller.live, sale)).statusCode).toBe(201);
    const [job] = (await newPushJobs()) as [PushJob];
    await sendPushes(t.app, job);
    const pushes = await t.database.db
      .select()
      .from(pushOutbox)
      .where(eq(pushOutbox.eventKey, job.eventKey));
    expect(Object.fromEntries(pushes.map((p) => [p.tokenLast4, p.status]))).toEqual({
      '9999': 'pruned',
      '8888': 'sent',
    });
    expect((await devicesOf(seller.user.id)).map((d) => d.pushToken)).toEqual(['good-token-8888']);
  });
});
