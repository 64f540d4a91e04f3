import { parseBrCode } from '@repasse/core/pix/br-code';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { tokenizeCard } from '../../test/cards.ts';
import {
  bearer,
  createTestApp,
  createUserAndLogin,
  sessionFor,
  type TestApp,
} from '../../test/harness.ts';
import { multipartFile, samples } from '../../test/multipart.ts';

let t: TestApp;
let admin: { id: string };
beforeAll(async () => {
  t = await createTestApp({ queue: true });
  admin = await createUserAndLogin(t, 'admin');
});
afterAll(() => t.close());

const as = async (user: { id: string }) => bearer(await sessionFor(t, user.id));
const customer = { name: 'Caio Comprador', email: 'caio@example.com', document: '52998224725' };
const card = {
  number: '4111 1111 1111 1111',
  holderName: 'CAIO',
  expMonth: 1,
  expYear: 2099,
  cvv: '321',
};

async function productOf(seller: { id: string }, overrides: object = {}) {
  const response = await t.app.inject({
    method: 'POST',
    url: '/web/products',
    headers: await as(seller),
    payload: {
      name: 'Curso de Fotografia',
      description: 'Do zero ao profissional',
      price: 10_000,
      methods: ['pix', 'card', 'boleto'],
      maxInstalments: 3,
      ...overrides,
    },
  });
  expect(response.statusCode).toBe(201);
  return response.json();
}

describe('products and the hosted checkout', () => {
  it('offers instalments with their fees and takes a live card payment in 3 instalments', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    await t.database.db
      .update(users)
      .set({ documentStatus: 'validate' })
      .where(eq(users.id, seller.id));
    const product = await productOf(seller);
    expect(product.checkoutUrl).toMatch(new RegExp(`/checkout/${product.id}$`));

    const checkout = (
      await t.app.inject({ method: 'GET', url: `/web/public/checkout/${product.id}` })
    ).json();
    expect(checkout).toMatchObject({
      testMode: false,
      methods: ['pix', 'card', 'boleto'],
      product: { name: 'Curso de Fotografia', price: 10_000 },
    });
    expect(
      checkout.instalmentOptions.map((o: { instalments: number; total: number }) => [
        o.instalments,
        o.total,
      ]),
    ).toEqual([
      [1, 10_000],
      [2, 10_399],
      [3, 10_595],
    ]);

    // The checkout page tokenises the card in the browser with the seller's live public key.
    expect(checkout.publicKey).toMatch(/^pk_live_/);
    const token = async (number = card.number) => {
      const response = await tokenizeCard(t, checkout.publicKey, { ...card, number });
      expect(response.statusCode).toBe(201);
      return { token: response.json().id as string };
    };
    const raw = await t.app.inject({
      method: 'POST',
      url: `/web/public/checkout/${product.id}/charges`,
      payload: { method: 'card', instalments: 3, customer, card },
    });
    expect(raw.statusCode).toBe(400);
    const paid = await t.app.inject({
      method: 'POST',
      url: `/web/public/checkout/${product.id}/charges`,
      payload: { method: 'card', instalments: 3, customer, card: await token() },
    });
    expect(paid.statusCode).toBe(201);
    expect(paid.json()).toMatchObject({ status: 'paid', buyerTotal: 10_595, testMode: false });
    const orders = (
      await t.app.inject({ method: 'GET', url: '/web/orders', headers: await as(seller) })
    ).json();
    expect(orders.items[0]).toMatchObject({
      productId: product.id,
      instalments: 3,
      status: 'paid',
    });

    const declined = await t.app.inject({
      method: 'POST',
      url: `/web/public/checkout/${product.id}/charges`,
      payload: {
        method: 'card',
        instalments: 1,
        customer,
        card: await token('4000000000009979'),
      },
    });
    expect(declined.json()).toMatchObject({ status: 'refused', declineReason: 'fraud' });
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/web/public/checkout/${product.id}/charges`,
          payload: { method: 'card', instalments: 4, customer, card: await token() },
        })
      ).statusCode,
    ).toBe(400);
  });

  it('runs in test mode for sellers not yet approved: Pix with a real BR Code, paid by the simulate button', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const product = await productOf(seller, { price: 4_990, methods: ['pix'] });
    const checkout = (
      await t.app.inject({ method: 'GET', url: `/web/public/checkout/${product.id}` })
    ).json();
    expect(checkout).toMatchObject({ testMode: true, methods: ['pix'], instalmentOptions: [] });
    const pending = (
      await t.app.inject({
        method: 'POST',
        url: `/web/public/checkout/${product.id}/charges`,
        payload: { method: 'pix', customer },
      })
    ).json();
    expect(pending).toMatchObject({ status: 'pending', testMode: true, buyerTotal: 4_990 });
    const parsed = parseBrCode(pending.pix.brCode);
    expect(parsed.amount).toBe(4_990);
    expect(parsed.txid).toBe('***');
    const location = await t.app.inject({
      method: 'GET',
      url: `/${parsed.location?.split('/').slice(1).join('/')}`,
    });
    expect(location.json()).toMatchObject({ status: 'ATIVA', valor: { original: '49.90' } });

    const simulated = await t.app.inject({
      method: 'POST',
      url: `/web/public/checkout/charges/${pending.id}/simulate`,
    });
    expect(simulated.json().status).toBe('paid');
    expect(
      (
        await t.app.inject({ method: 'GET', url: `/web/public/checkout/charges/${pending.id}` })
      ).json().status,
    ).toBe('paid');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/web/public/checkout/charges/${pending.id}/simulate`,
        })
      ).statusCode,
    ).toBe(409);
  });

  it('hides inactive methods, keeps products private and takes an image by its content', async () => {
    const seller = await createUserAndLogin(t, 'seller');
    const other = await createUserAndLogin(t, 'seller');
    const product = await productOf(seller);
    const adminHeaders = await as(admin);
    await t.app.inject({
      method: 'PUT',
      url: '/web/admin/payment-methods',
      headers: adminHeaders,
      payload: { pix: true, card: true, boleto: false },
    });
    try {
      expect(
        (await t.app.inject({ method: 'GET', url: `/web/public/checkout/${product.id}` })).json()
          .methods,
      ).toEqual(['pix', 'card']);
      const refused = await t.app.inject({
        method: 'POST',
        url: `/web/public/checkout/${product.id}/charges`,
        payload: { method: 'boleto', customer },
      });
      expect(refused.json().error.code).toBe('payments.method_inactive');
    } finally {
      await t.app.inject({
        method: 'PUT',
        url: '/web/admin/payment-methods',
        headers: adminHeaders,
        payload: { pix: true, card: true, boleto: true },
      });
    }
    const stolen = await t.app.inject({
      method: 'PUT',
      url: `/web/products/${product.id}`,
      headers: await as(other),
      payload: { name: 'Mine', price: 1, methods: ['pix'] },
    });
    expect(stolen.statusCode).toBe(404);
    const png = multipartFile(samples.png, 'cover.png', 'image/png');
    const uploaded = await t.app.inject({
      method: 'PUT',
      url: `/web/products/${product.id}/image`,
      headers: { ...png.headers, ...(await as(seller)) },
      payload: png.payload,
    });
    expect(uploaded.json().imageUrl).toMatch(/\/web\/public\/products\/.+\/image$/);
    const served = await t.app.inject({
      method: 'GET',
      url: `/web/public/products/${product.id}/image`,
    });
    expect(served.headers['content-type']).toBe('image/png');
    // Off sale, its image is no longer public; back on sale, it is again.
    const setActive = async (active: boolean) =>
      t.app.inject({
        method: 'PUT',
        url: `/web/products/${product.id}`,
        headers: await as(seller),
        payload: {
          name: product.name,
          description: product.description,
          price: product.price,
          methods: product.methods,
          maxInstalments: product.maxInstalments,
          active,
        },
      });
    const image = () =>
      t.app.inject({ method: 'GET', url: `/web/public/products/${product.id}/image` });
    expect((await setActive(false)).statusCode).toBe(200);
    const hidden = await image();
    expect(hidden.statusCode).toBe(404);
    expect(hidden.json().error.code).toBe('not_found');
    expect((await setActive(true)).statusCode).toBe(200);
    expect((await image()).statusCode).toBe(200);
    const pdf = multipartFile(samples.pdf, 'cover.png', 'image/png');
    expect(
      (
        await t.app.inject({
          method: 'PUT',
          url: `/web/products/${product.id}/image`,
          headers: { ...pdf.headers, ...(await as(seller)) },
          payload: pdf.payload,
        })
      ).statusCode,
    ).toBe(400);
  });
});
