import { openSignedIn, registerSeller } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';
import { tinyPng } from './fixtures.ts';

test('a seller creates a product with an image, copies and opens its checkout link', async ({
  page,
  context,
  request,
}) => {
  const seller = await registerSeller(request);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openSignedIn(page, seller.email, seller.password, '/integrations?tab=products');
  await expect(page.getByText('No products yet')).toBeVisible();

  await page.getByRole('button', { name: 'New product' }).click();
  const dialog = page.getByRole('dialog', { name: 'New product' });
  // Nothing filled in: the shared schema's messages, nothing sent.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();

  await dialog.getByLabel('Name').fill('Ebook de Receitas');
  await dialog.getByLabel('Description').fill('Cem receitas rápidas.');
  await dialog.getByLabel('Price').fill('49.90');
  await dialog.getByLabel('Boleto').uncheck();
  await dialog.getByLabel('Maximum card instalments').selectOption('6');
  const choosing = page.waitForEvent('filechooser');
  await dialog.getByRole('button', { name: 'Choose image' }).click();
  await (await choosing).setFiles({ name: 'capa.png', mimeType: 'image/png', buffer: tinyPng });
  await expect(dialog.getByRole('img', { name: 'Product image preview' })).toBeVisible();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();

  const table = page.getByRole('table', { name: 'Products' });
  const row = table.locator('tbody tr').filter({ hasText: 'Ebook de Receitas' });
  await expect(row).toContainText('R$49.90');
  await expect(row).toContainText('Pix');
  await expect(row).toContainText('Card · 6x');
  await expect(row).not.toContainText('Boleto');
  await expect(row).toContainText('Active');
  const thumbnail = row.locator('img');
  await expect(thumbnail).toHaveAttribute('src', /\/web\/public\/products\/[0-9a-f-]+\/image/);
  const imageSrc = (await thumbnail.getAttribute('src')) ?? '';
  const image = await request.get(imageSrc);
  expect(image.status()).toBe(200);
  expect(image.headers()['content-type']).toBe('image/png');
  const productId = /products\/([0-9a-f-]+)\/image/.exec(imageSrc)?.[1] ?? '';

  await row.getByRole('button', { name: 'Copy link of Ebook de Receitas' }).click();
  await expect(row.getByRole('button', { name: /Copy link of/ })).toHaveText('Copied');
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toMatch(new RegExp(`/checkout/${productId}$`));

  const opening = context.waitForEvent('page');
  await row
    .getByRole('link', { name: 'Open the checkout of Ebook de Receitas in a new tab' })
    .click();
  const checkout = await opening;
  await expect(checkout).toHaveURL(new RegExp(`/checkout/${productId}$`));
  await expect(checkout.getByRole('heading', { name: 'Ebook de Receitas' })).toBeVisible();
  await expect(checkout.getByText('R$49.90').first()).toBeVisible();
  await checkout.close();

  // Editing keeps the image and changes what the checkout sells.
  await row.getByRole('button', { name: 'Edit Ebook de Receitas' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit product' });
  await expect(edit.getByLabel('Price')).toHaveValue('49.90');
  await expect(edit.getByRole('img', { name: 'Product image preview' })).toBeVisible();
  await edit.getByLabel('Price').fill('59.90');
  await edit.getByLabel('Active').uncheck();
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('R$59.90');
  await expect(row).toContainText('Inactive');
  await expect(row.getByRole('link', { name: /Open the checkout/ })).toHaveCount(0);
  expect((await request.get(`/web/public/checkout/${productId}`)).status()).toBe(404);
});
