import { apiToken, demo, openSignedIn } from '../support/accounts.ts';
import { axeInBothThemes } from '../support/axe.ts';
import { buyer, createProduct, payByCard, sellerWithProduct } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

test('/checkout: the form, its errors, the card fields and the Pix payment', async ({
  page,
  request,
}) => {
  const { product } = await sellerWithProduct(request);
  await page.goto(`/checkout/${product.id}`);
  await expect(page.getByRole('button', { name: 'Pay with Pix' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page
    .locator('label')
    .filter({ hasText: /^Card$/ })
    .click();
  await page.getByRole('button', { name: 'Pay by card' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.locator('label').filter({ hasText: /^Pix$/ }).click();
  await page.getByLabel('Full name').fill(buyer.name);
  await page.getByLabel('Email').fill(buyer.email);
  await page.getByLabel('CPF or CNPJ').fill(buyer.document);
  await page.getByRole('button', { name: 'Pay with Pix' }).click();
  await expect(page.getByRole('img', { name: 'Pix QR code' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});

test('/orders, /order and /integrations', async ({ page, request }) => {
  const token = await apiToken(request, demo.seller.email, demo.seller.password);
  await payByCard(request, (await createProduct(request, token)).id, 2);
  await openSignedIn(page, demo.seller.email, demo.seller.password, '/orders');
  await expect(page.getByRole('table', { name: 'Orders' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page
    .getByRole('link', { name: /^Open order/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { name: 'Fee breakdown' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.goto('/integrations');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});
