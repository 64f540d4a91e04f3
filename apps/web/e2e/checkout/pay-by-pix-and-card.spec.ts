import type { Page } from '@playwright/test';
import { apiToken, bearer, demo } from '../support/accounts.ts';
import { brl, buyer, createProduct, sellerWithProduct } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

type IntlRecord = { intlMade: string[] };

/** Runs in the page before its scripts: notes every Intl formatter made and every locale call. */
function recordIntlFormatters() {
  const made: string[] = [];
  (window as unknown as IntlRecord).intlMade = made;
  const constructors = ['NumberFormat', 'DateTimeFormat', 'PluralRules', 'Collator'] as const;
  for (const name of constructors) {
    const original = Intl[name] as unknown as new (...args: unknown[]) => object;
    const recorded = function (this: unknown, ...args: unknown[]) {
      made.push(name);
      return new original(...args);
    };
    recorded.prototype = original.prototype;
    Object.assign(Intl, { [name]: recorded });
  }
  for (const prototype of [Number.prototype, Date.prototype] as unknown as Record<
    string,
    unknown
  >[])
    for (const method of ['toLocaleString', 'toLocaleDateString', 'toLocaleTimeString']) {
      const original = prototype[method] as ((...args: unknown[]) => string) | undefined;
      if (!original) continue;
      prototype[method] = function (this: unknown, ...args: unknown[]) {
        made.push(method);
        return original.apply(this, args);
      };
    }
}

async function fillBuyer(page: Page) {
  await page.getByLabel('Full name').fill(buyer.name);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('CPF or CNPJ').fill(buyer.document);
}

test('a buyer pays by Pix in test mode and sees the success without a reload', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const { product } = await sellerWithProduct(request);
  await page.addInitScript(recordIntlFormatters);
  await page.goto(`/checkout/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Loja da Bruna' })).toBeVisible();
  await expect(page.getByText('Test mode')).toBeVisible();
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(page.getByText(brl(product.price)).first()).toBeVisible();
  // The buyer's phone never starts its ICU to draw the page (docs/performance.md, finding 17).
  expect(await page.evaluate(() => (window as unknown as IntlRecord).intlMade)).toEqual([]);

  await fillBuyer(page);
  await page.getByRole('button', { name: 'Pay with Pix' }).click();
  await expect(page.getByRole('img', { name: 'Pix QR code' })).toBeVisible();
  const code = page.getByLabel('Pix copy-and-paste code');
  await expect(code).toHaveValue(/^000201/);
  await expect(page.getByText(/Expires in \d+:\d{2}/)).toBeVisible();
  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByRole('button', { name: 'Copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());

  // A reload would drop this marker.
  await page.evaluate(() => {
    (window as unknown as { stayed: boolean }).stayed = true;
  });
  await page.getByRole('button', { name: 'Simulate payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
  await expect(page.getByText(`We received ${brl(product.price)}`)).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
});

test('a live Pix pays itself in demo mode and the page confirms it without a button', async ({
  page,
  request,
}) => {
  // The demo seller's documents are approved: its checkout takes real (live) payments.
  const token = await apiToken(request, demo.seller.email, demo.seller.password);
  const product = await createProduct(request, token);
  await page.goto(`/checkout/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Loja da Ana' })).toBeVisible();
  await expect(page.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(page.getByText('Test mode')).toHaveCount(0);

  await fillBuyer(page);
  const created = page.waitForResponse(
    (response) =>
      response.request().method() === 'POST' &&
      response.url().endsWith(`/web/public/checkout/${product.id}/charges`),
  );
  await page.getByRole('button', { name: 'Pay with Pix' }).click();
  const charge = (await (await created).json()) as { id: string; status: string };
  expect(charge.status).toBe('pending');
  await expect(page.getByRole('img', { name: 'Pix QR code' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Simulate payment' })).toHaveCount(0);

  // SANDBOX_AUTOPAY_SECONDS (4 in playwright.config.ts), then the sandbox's settlement run (every
  // 3 s) sends the notice, then the page's next poll (every 3 s) sees it paid.
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(page.getByText(`We received ${brl(product.price)}`)).toBeVisible();
  const order = await request.get(`/web/orders/${charge.id}`, { headers: bearer(token) });
  expect(order.status()).toBe(200);
  expect(((await order.json()) as { charge: unknown }).charge).toMatchObject({
    status: 'paid',
    livemode: true,
  });
});

test('a buyer pays by card in 3 instalments; the total is the option total', async ({
  page,
  request,
}) => {
  const { product } = await sellerWithProduct(request);
  const checkout = (await (await request.get(`/web/public/checkout/${product.id}`)).json()) as {
    instalmentOptions: { instalments: number; total: number; instalmentValue: number }[];
  };
  const three = checkout.instalmentOptions.find((option) => option.instalments === 3);
  expect(three).toBeDefined();
  if (!three) return;

  await page.goto(`/checkout/${product.id}`);
  await fillBuyer(page);
  await page
    .locator('label')
    .filter({ hasText: /^Card$/ })
    .click();
  await page.getByLabel('Card number').fill('4111 1111 1111 1111');
  await page.getByLabel('Name on the card').fill('CARLA C');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByLabel('Instalments').selectOption('3');
  await expect(page.getByTestId('checkout-total')).toHaveText(`Total: ${brl(three.total)}`);
  await expect(page.getByLabel('Instalments').locator('option:checked')).toHaveText(
    `3x of ${brl(three.instalmentValue)} (total ${brl(three.total)})`,
  );
  const tokenRequest = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/v1/tokens'),
  );
  const chargeRequest = page.waitForRequest(
    (request) => request.method() === 'POST' && request.url().endsWith('/charges'),
  );
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible();
  // The card went to the vault with the seller's public key; the charge carried only the token.
  const tokenised = await tokenRequest;
  expect(await tokenised.headerValue('authorization')).toMatch(/^Bearer pk_test_/);
  expect(tokenised.postDataJSON()).toMatchObject({ card: { number: '4111111111111111' } });
  const charged = await chargeRequest;
  expect(charged.postDataJSON().card).toEqual({ token: expect.stringMatching(/^tok_\w{24}$/) });
  // Keys, not the raw text: random tokens are base62 and may spell "CVv" or "4111" by chance.
  expect(keysOf(charged.postDataJSON())).not.toContainEqual(
    expect.stringMatching(/cvv|number|expir/i),
  );
  expect(charged.postData()).not.toContain('4111111111111111');
  await expect(page.getByText(`We received ${brl(three.total)}`)).toBeVisible();
  await expect(page.getByText('In 3 instalments.')).toBeVisible();
});

test('a declined card says why, and the buyer can try again', async ({ page, request }) => {
  const { product } = await sellerWithProduct(request);
  await page.goto(`/checkout/${product.id}`);
  await fillBuyer(page);
  await page
    .locator('label')
    .filter({ hasText: /^Card$/ })
    .click();
  await page.getByLabel('Card number').fill('4000000000009995');
  await page.getByLabel('Name on the card').fill('CARLA C');
  await page.getByLabel('Expiry (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVV)').fill('123');
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByText('The card has insufficient funds.')).toBeVisible();
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByLabel('Card number')).toHaveValue('4000000000009995');
});

function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
}
