import { tinyPng } from '../integrations/fixtures.ts';
import { bearer, logIn, openSignedIn } from '../support/accounts.ts';
import { axeInBothThemes } from '../support/axe.ts';
import { payByCard, sellerWithProduct } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

test('/integrations: keys, webhooks with their log, products with their form', async ({
  page,
  request,
}) => {
  const { seller, token, product } = await sellerWithProduct(request);
  const image = await request.put(`/web/products/${product.id}/image`, {
    headers: bearer(token),
    multipart: { file: { name: 'capa.png', mimeType: 'image/png', buffer: tinyPng } },
  });
  expect(image.status()).toBe(200);
  await request.post('/web/integrations/webhooks', {
    headers: bearer(token),
    data: { url: 'http://127.0.0.1:9/hooks', events: ['charge.paid'], active: true },
  });
  await payByCard(request, product.id);
  await logIn(page, seller.email, seller.password, /\/(validation|dashboard)$/);

  await page.goto('/integrations');
  await expect(page.getByText('No key available').first()).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.getByRole('button', { name: 'Generate Secret key (Test)' }).click();
  const keyDialog = page.getByRole('dialog', { name: 'Generate Secret key (Test)' });
  await keyDialog.getByRole('button', { name: 'Generate' }).click();
  await expect(keyDialog.getByTestId('new-key-value')).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await keyDialog.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('key-test-secret')).toContainText('••••');
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.getByRole('tab', { name: 'Webhooks' }).click();
  await expect(page.getByRole('list', { name: 'Webhook endpoints' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.getByRole('button', { name: 'Delivery log' }).click();
  await expect(page.getByRole('table', { name: 'Deliveries' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Add endpoint' }).click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.getByRole('tab', { name: 'Products' }).click();
  await expect(page.getByRole('table', { name: 'Products' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Products' }).locator('img')).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.getByRole('button', { name: `Edit ${product.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Edit product' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});

test('/clients and /client', async ({ page, request }) => {
  const { seller, product } = await sellerWithProduct(request);
  await payByCard(request, product.id);
  await openSignedIn(page, seller.email, seller.password, '/clients');
  await expect(page.getByRole('table', { name: 'Clients' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.getByRole('link', { name: /^Open client/ }).click();
  await expect(page.getByRole('table', { name: 'Orders of this client' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/clients');
  await expect(page.getByRole('list', { name: 'Clients' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});
