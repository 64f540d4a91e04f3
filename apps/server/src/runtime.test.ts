import { saoPauloDay } from '@repasse/core/calendar/business-days';
import { afterAll, describe, expect, it } from 'vitest';
import { testConfig } from './config.ts';
import { addDays } from './modules/analytics/period.ts';
import { startRuntime } from './runtime.ts';
import { testDbKind } from './test/database.ts';

// What `npm start` runs: migrations, demo seed, app, queue and every worker, then a clean close.
describe.skipIf(testDbKind() !== 'pglite')('runtime', () => {
  let close: (() => Promise<void>) | undefined;
  afterAll(() => close?.());

  it('starts the whole product with its workers and demo data, and closes cleanly', async () => {
    const app = await startRuntime(testConfig({ role: 'all', seedDemo: true }));
    close = () => app.close();
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({
      status: 'ok',
      database: 'ok',
    });
    const login = await app.inject({
      method: 'POST',
      url: '/web/public/auth/login',
      payload: { email: 'seller@repasse.dev', password: 'repasse-seller' },
    });
    expect(login.statusCode).toBe(200);
    const balance = await app.inject({
      method: 'GET',
      url: '/web/financial/balance',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    // The demo seller's sales put money in every bucket.
    expect(balance.json().available).toBeGreaterThan(0);
    expect(balance.json().pending).toBeGreaterThan(0);
    expect(balance.json().reserve).toBeGreaterThan(0);
    // ...and they are real orders from real-looking buyers, in Orders and Clients.
    const orders = await app.inject({
      method: 'GET',
      url: '/web/orders?pageSize=all',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(orders.json().total).toBe(25);
    expect(orders.json().items.every((order: { status: string }) => order.status === 'paid')).toBe(
      true,
    );
    // ...and can try a withdrawal straight away.
    const context = await app.inject({
      method: 'GET',
      url: '/web/withdrawals/context',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(context.json().pixKey).toMatchObject({ type: 'email', key: 'seller@repasse.dev' });
    const clients = await app.inject({
      method: 'GET',
      url: '/web/clients',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(clients.json().total).toBe(3);
    // ...and the dashboard's analytics show them at once: 24 sales in the last 30 days, a refund.
    const today = saoPauloDay(new Date());
    const analytics = await app.inject({
      method: 'GET',
      url: `/web/dashboard/analytics?from=${addDays(today, -29)}&to=${today}`,
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(analytics.json().current).toMatchObject({ count: 24, refunds: 1_000, refundsCount: 1 });
    const documents = await app.inject({
      method: 'GET',
      url: '/web/kyc/documents',
      headers: { authorization: `Bearer ${login.json().token}` },
    });
    expect(documents.json().documents.map((d: { status: string }) => d.status)).toEqual([
      'approved',
      'approved',
      'approved',
      'approved',
    ]);
    await app.close();
    close = undefined;
  });
});
