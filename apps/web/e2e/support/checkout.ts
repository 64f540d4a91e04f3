import { type APIRequestContext, expect } from '@playwright/test';
import { apiToken, bearer, registerSeller, type TestSeller } from './accounts.ts';

export type TestProduct = { id: string; name: string; price: number; checkoutUrl: string };

/** A fresh seller (test mode: documents not approved) with one product sold by every method. */
export async function sellerWithProduct(
  request: APIRequestContext,
  price = 10000,
): Promise<{ seller: TestSeller; token: string; product: TestProduct }> {
  const seller = await registerSeller(request);
  const token = await apiToken(request, seller.email, seller.password);
  return { seller, token, product: await createProduct(request, token, price) };
}

/** A product sold by every method, created through the API with `token`. */
export async function createProduct(
  request: APIRequestContext,
  token: string,
  price = 10000,
): Promise<TestProduct> {
  const response = await request.post('/web/products', {
    headers: bearer(token),
    data: {
      name: 'Curso de Fotografia',
      description: 'Doze aulas gravadas.',
      price,
      methods: ['pix', 'card', 'boleto'],
      maxInstalments: 12,
      active: true,
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as TestProduct;
}

/** R$ in English as the app shows it: "R$1,059.50". */
export const brl = (cents: number) =>
  `R$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const buyer = {
  name: 'Carla Compradora',
  email: 'carla.compradora@example.com',
  document: '529.982.247-25',
};

/** Approved sandbox cards, taken in turn so no one card meets the per-card token limit. */
const approvedCards = ['4111111111111111', '5555555555554444', '378282246310005'];
let nextCard = 0;

/**
 * A card token for `productId`'s seller, made as the checkout page makes it: with the public key
 * the checkout hands out (the card number goes to /v1/tokens and nowhere else).
 */
export async function cardToken(
  request: APIRequestContext,
  productId: string,
  number = approvedCards[nextCard++ % approvedCards.length],
): Promise<string> {
  const checkout = await request.get(`/web/public/checkout/${productId}`);
  expect(checkout.status()).toBe(200);
  const { publicKey } = (await checkout.json()) as { publicKey: string };
  const response = await request.post('/v1/tokens', {
    headers: bearer(publicKey),
    data: { card: { number, holderName: 'CARLA C', expMonth: 12, expYear: 2030, cvv: '123' } },
  });
  expect(response.status()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}

/** A paid card sale of `productId` through the public checkout. */
export async function payByCard(request: APIRequestContext, productId: string, instalments = 1) {
  const response = await request.post(`/web/public/checkout/${productId}/charges`, {
    data: {
      method: 'card',
      instalments,
      customer: buyer,
      card: { token: await cardToken(request, productId) },
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; status: string; buyerTotal: number };
}
