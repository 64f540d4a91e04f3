import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { testConfig } from '../config.ts';
import { createQueue, queueNames } from '../jobs/queue.ts';
import { TestClock } from '../lib/clock.ts';
import { createStorage } from '../providers/storage/create-storage.ts';
import { bearer, createTestApp, createUserAndLogin, type TestApp } from '../test/harness.ts';
import { sellerWithKeys, testCustomer } from '../test/sellers.ts';
import { openPostgres } from './client.ts';
import { createReadCache } from './read-cache.ts';
import { users } from './schema.ts';

describe('the read cache', () => {
  it('keeps what it read until a table it was read from changes', async () => {
    const cache = createReadCache();
    cache.setListening(true);
    let loads = 0;
    const load = async () => ++loads;
    expect(await cache.read(['users', 'fee_profiles'], 'k', load)).toBe(1);
    expect(await cache.read(['users', 'fee_profiles'], 'k', load)).toBe(1);
    cache.changed('acquirers');
    expect(await cache.read(['users', 'fee_profiles'], 'k', load)).toBe(1);
    cache.changed('fee_profiles');
    expect(await cache.read(['users', 'fee_profiles'], 'k', load)).toBe(2);
    cache.changed('users');
    expect(await cache.read(['users', 'fee_profiles'], 'k', load)).toBe(3);
  });

  it('answers but does not keep a read that raced with a change, nor a miss', async () => {
    const cache = createReadCache();
    cache.setListening(true);
    const racing = async () => {
      cache.changed('platform_settings');
      return 'old';
    };
    expect(await cache.read(['platform_settings'], 's', racing)).toBe('old');
    expect(await cache.read(['platform_settings'], 's', async () => 'new')).toBe('new');
    let misses = 0;
    const missing = async () => {
      misses += 1;
      return undefined;
    };
    await cache.read(['api_keys'], 'unknown', missing);
    await cache.read(['api_keys'], 'unknown', missing);
    expect(misses).toBe(2);
  });

  it('reads from the database while it is not hearing changes', async () => {
    const cache = createReadCache();
    let loads = 0;
    const load = async () => ++loads;
    await cache.read(['users'], 'k', load);
    await cache.read(['users'], 'k', load);
    expect(loads).toBe(2);
    cache.setListening(true);
    await cache.read(['users'], 'k', load);
    cache.setListening(false);
    await cache.read(['users'], 'k', load);
    expect(loads).toBe(4);
  });
});

const liveCharge = (app: FastifyInstance, key: string, idempotencyKey: string) =>
  app.inject({
    method: 'POST',
    url: '/v1/charges',
    headers: { ...bearer(key), 'idempotency-key': idempotencyKey },
    payload: { amount: 5_000, method: 'pix', description: 'Ebook', customer: testCustomer },
  });

describe('cached reads in the product', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('refuse a revoked key and a seller refused live mode on the very next request', async () => {
    const seller = await sellerWithKeys(t);
    expect((await liveCharge(t.app, seller.live, 'cache-warm-0001')).statusCode).toBe(201);

    await t.database.db
      .update(users)
      .set({ documentStatus: 'not_validate' })
      .where(eq(users.id, seller.user.id));
    const refused = await liveCharge(t.app, seller.live, 'cache-warm-0002');
    expect(refused.json().error.code).toBe('api.live_disabled');

    await t.database.db
      .update(users)
      .set({ documentStatus: 'validate' })
      .where(eq(users.id, seller.user.id));
    expect((await liveCharge(t.app, seller.live, 'cache-warm-0003')).statusCode).toBe(201);

    const admin = await createUserAndLogin(t, 'admin');
    const off = await t.app.inject({
      method: 'PUT',
      url: '/web/admin/payment-methods',
      headers: bearer(admin.token),
      payload: { pix: false, card: true, boleto: true },
    });
    expect(off.statusCode).toBe(200);
    const inactive = await liveCharge(t.app, seller.live, 'cache-warm-0004');
    expect(inactive.json().error.code).toBe('payments.method_inactive');
  });
});

// Two processes on one PostgreSQL: what one changes, the other stops serving from memory.
describe.runIf(process.env.TEST_DB === 'postgres')('across processes', () => {
  let t: TestApp;
  let other: FastifyInstance;
  let closeOther: () => Promise<void>;
  beforeAll(async () => {
    t = await createTestApp();
    if (t.database.kind !== 'postgres') throw new Error('needs PostgreSQL');
    const database = await openPostgres(t.database.url, 4);
    const config = testConfig();
    other = await buildApp({
      config,
      database,
      clock: new TestClock(new Date()),
      queue: createQueue(database, queueNames),
      storage: createStorage(config),
    });
    await other.ready();
    closeOther = async () => {
      await other.close();
      await database.close();
    };
  });
  afterAll(async () => {
    await closeOther();
    await t.close();
  });

  it('a seller refused live mode on one process is refused by the other within a second', async () => {
    const seller = await sellerWithKeys(t);
    expect((await liveCharge(other, seller.live, 'cross-process-1')).statusCode).toBe(201);
    await t.database.db
      .update(users)
      .set({ documentStatus: 'not_validate' })
      .where(eq(users.id, seller.user.id));
    const started = Date.now();
    let code = '';
    for (let i = 0; Date.now() - started < 1_000 && code !== 'api.live_disabled'; i++) {
      code = (await liveCharge(other, seller.live, `cross-process-r${i}`)).json().error?.code;
    }
    expect(code).toBe('api.live_disabled');
  });

  it('a session ended on one process is refused by the other within a second', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const me = () => other.inject({ method: 'GET', url: '/web/me', headers: bearer(seller.token) });
    expect((await me()).statusCode).toBe(200);
    const logout = await t.app.inject({
      method: 'POST',
      url: '/web/auth/logout',
      headers: bearer(seller.token),
    });
    expect(logout.statusCode).toBe(204);
    const started = Date.now();
    let status = 200;
    while (Date.now() - started < 1_000 && status !== 401) {
      // A request answered from memory never waits on a socket, so a loop of them alone would
      // never let the event loop read the notification: a server's requests come from sockets.
      await new Promise((resolve) => setTimeout(resolve, 5));
      status = (await me()).statusCode;
    }
    expect(status).toBe(401);
  });
});
