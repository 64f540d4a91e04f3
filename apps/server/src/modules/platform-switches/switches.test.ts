import type { PlatformSwitches } from '@repasse/core/contract/admin-products';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema.ts';
import {
  createTestApp,
  createUserAndLogin,
  registrationPayload,
  type TestApp,
} from '../../test/harness.ts';
import { as, liveSeller, productOf } from '../../test/recovery.ts';

let t: TestApp;
let boss: { id: string };
let admin: { id: string };
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  boss = await createUserAndLogin(t, 'super_admin');
  admin = await createUserAndLogin(t, 'admin');
});
afterAll(() => t.close());

async function call(user: { id: string } | null, method: string, url: string, payload?: object) {
  return t.app.inject({
    method: method as 'GET',
    url,
    ...(user ? { headers: await as(t, user) } : {}),
    ...(payload ? { payload } : {}),
  });
}

const open = { withdrawalsPaused: false, salesPaused: false, registrationsPaused: false };

describe('super-admin switches', () => {
  it('are a super-admin’s alone, and each flip is audited', async () => {
    expect((await call(admin, 'GET', '/web/admin/platform-switches')).statusCode).toBe(403);
    expect(
      (await call(admin, 'PUT', '/web/admin/platform-switches', { ...open, salesPaused: true }))
        .statusCode,
    ).toBe(403);
    const seen = (await call(boss, 'GET', '/web/admin/platform-switches')).json<PlatformSwitches>();
    expect(seen).toMatchObject(open);
    const flipped = await call(boss, 'PUT', '/web/admin/platform-switches', {
      ...open,
      withdrawalsPaused: true,
      registrationsPaused: true,
    });
    expect(flipped.json<PlatformSwitches>()).toMatchObject({
      withdrawalsPaused: true,
      registrationsPaused: true,
      salesPaused: false,
      updatedBy: { id: boss.id },
    });
    const entries = await t.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.actorId, boss.id));
    expect(entries.map((e) => e.action).sort()).toEqual([
      'platform_switch.registrationsPaused',
      'platform_switch.withdrawalsPaused',
    ]);
    // The audit log, filtered by that admin.
    const log = (await call(boss, 'GET', `/web/admin/audit?actorId=${boss.id}`)).json();
    expect(log.items.map((e: { action: string }) => e.action)).toHaveLength(2);
    expect((await call(boss, 'GET', `/web/admin/audit?actorId=${admin.id}`)).json().items).toEqual(
      [],
    );
    await call(boss, 'PUT', '/web/admin/platform-switches', open);
  });

  it('refuse new sales, withdrawals and registrations while paused, and let them through after', async () => {
    const seller = await liveSeller(t);
    const productId = await productOf(t, seller, 10_000);
    const buy = () =>
      call(null, 'POST', `/web/public/checkout/${productId}/charges`, {
        method: 'pix',
        customer: { name: 'Bia Souza', email: 'bia@example.com', document: '12345678909' },
      });
    const register = () => call(null, 'POST', '/web/public/auth/register', registrationPayload());
    const withdraw = () => call(seller, 'POST', '/web/withdrawals', { amount: 10_000 });

    await call(boss, 'PUT', '/web/admin/platform-switches', {
      withdrawalsPaused: true,
      salesPaused: true,
      registrationsPaused: true,
    });
    const sale = await buy();
    expect(sale.statusCode).toBe(503);
    expect(sale.json().error.code).toBe('payments.sales_paused');
    expect((await register()).json().error.code).toBe('registration.paused');
    expect((await withdraw()).json().error.code).toBe('withdrawal.paused');

    await call(boss, 'PUT', '/web/admin/platform-switches', open);
    expect((await buy()).statusCode).toBe(201);
    expect((await register()).statusCode).toBe(201);
    expect((await withdraw()).json().error?.code).not.toBe('withdrawal.paused');
  });
});
