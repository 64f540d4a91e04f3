import type { AdminProduct, AdminProductsPage } from '@repasse/core/contract/admin-products';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, emailOutbox, users } from '../../db/schema.ts';
import { createTestApp, createUserAndLogin, type TestApp } from '../../test/harness.ts';
import { as, liveSeller, productOf } from '../../test/recovery.ts';
import { namingTheSeller } from '../../test/statements.ts';

let t: TestApp;
let admin: { id: string };
beforeAll(async () => {
  t = await createTestApp({ queue: true });
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

describe('Admin → Products', () => {
  it("lists every seller's products with their sales, filtered and searched", async () => {
    const ana = await liveSeller(t);
    const productId = await productOf(t, ana, 10_000);
    const page = (
      await call(admin, 'GET', `/web/admin/products?sellerId=${ana.id}&active=true`)
    ).json<AdminProductsPage>();
    expect(page.items).toEqual([
      expect.objectContaining({
        id: productId,
        active: true,
        blocked: null,
        seller: { id: ana.id, email: ana.email, tradeName: 'Loja da Ana' },
        affiliateProgram: false,
        sales: 0,
        volume: 0,
      }),
    ]);
    const searched = (
      await call(admin, 'GET', `/web/admin/products?search=${encodeURIComponent(ana.email)}`)
    ).json<AdminProductsPage>();
    expect(searched.items.map((p) => p.id)).toEqual([productId]);
    expect((await call(ana, 'GET', '/web/admin/products')).statusCode).toBe(403);
    const bad = await call(admin, 'GET', '/web/admin/products?active=maybe&sellerId=x');
    expect(bad.statusCode).toBe(400);
  });

  it('takes a product off sale with a reason: the checkout closes, the seller is told and cannot undo it', async () => {
    const ana = await liveSeller(t);
    const productId = await productOf(t, ana, 10_000);
    const noReason = await call(admin, 'POST', `/web/admin/products/${productId}/status`, {
      action: 'deactivate',
    });
    expect(noReason.json().error.fields).toEqual({ reason: expect.any(String) });
    // The admin names the product alone: its seller is looked up once, then named throughout.
    const blocked = await namingTheSeller(['products', 'affiliate_programs', 'transactions'], () =>
      call(admin, 'POST', `/web/admin/products/${productId}/status`, {
        action: 'deactivate',
        reason: 'Produto proibido pelos termos.',
      }),
    );
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json<AdminProduct>()).toMatchObject({
      active: false,
      blocked: { reason: 'Produto proibido pelos termos.' },
    });
    expect((await call(null, 'GET', `/web/public/checkout/${productId}`)).statusCode).toBe(404);
    const told = await t.database.db
      .select()
      .from(emailOutbox)
      .where(and(eq(emailOutbox.to, ana.email), eq(emailOutbox.template, 'products.blocked')));
    expect(told).toHaveLength(1);
    expect(told[0]?.text).toContain('Produto proibido pelos termos.');
    const [audit] = await t.database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.targetId, productId), eq(auditLog.action, 'product.deactivate')));
    expect(audit?.actorId).toBe(admin.id);

    // The seller sees why, and may edit it but not put it back on sale.
    const mine = (await call(ana, 'GET', '/web/products')).json();
    expect(mine.items[0].blocked.reason).toBe('Produto proibido pelos termos.');
    const body = { name: 'Curso', price: 10_000, methods: ['pix'], maxInstalments: 1 };
    const back = await call(ana, 'PUT', `/web/products/${productId}`, { ...body, active: true });
    expect(back.statusCode).toBe(409);
    expect(back.json().error).toMatchObject({
      code: 'products.blocked',
      fields: { active: expect.any(String) },
    });
    expect(
      (await call(ana, 'PUT', `/web/products/${productId}`, { ...body, active: false })).statusCode,
    ).toBe(200);

    const reopened = await call(admin, 'POST', `/web/admin/products/${productId}/status`, {
      action: 'reactivate',
    });
    expect(reopened.json<AdminProduct>()).toMatchObject({ active: true, blocked: null });
    expect((await call(null, 'GET', `/web/public/checkout/${productId}`)).statusCode).toBe(200);
  });

  it("never lets a plain admin act on a super-admin's product", async () => {
    const boss = await liveSeller(t);
    await t.database.db.update(users).set({ role: 'super_admin' }).where(eq(users.id, boss.id));
    const productId = await productOf(t, boss, 10_000);
    const refused = await call(admin, 'POST', `/web/admin/products/${productId}/status`, {
      action: 'deactivate',
      reason: 'x',
    });
    expect(refused.statusCode).toBe(403);
  });
});
