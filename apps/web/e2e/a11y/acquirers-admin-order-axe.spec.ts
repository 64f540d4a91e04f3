import { apiToken, demo, logIn, openSignedIn } from '../support/accounts.ts';
import { axeInBothThemes } from '../support/axe.ts';
import { createProduct, payByCard } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

test('the acquirers, multi-acquiring and payment methods panels', async ({ page }) => {
  await openSignedIn(
    page,
    demo.admin.email,
    demo.admin.password,
    '/admin?tab=settings&panel=acquirers',
  );
  await expect(page.getByRole('row', { name: /Sandbox/ })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  // The form with its errors, then an acquirer with a stored token.
  await page.getByRole('button', { name: 'New acquirer' }).click();
  await page.getByRole('button', { name: 'Save acquirer' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.getByRole('button', { name: 'Back to acquirers' }).click();
  await page.getByRole('button', { name: 'Edit Sandbox' }).click();
  await expect(page.getByText(/^Saved: •••• /)).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.goto('/admin?tab=settings&panel=multiAcquiring');
  await expect(
    page.getByRole('region', { name: 'Card' }).getByRole('listitem').first(),
  ).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.goto('/admin?tab=settings&panel=paymentMethods');
  await expect(page.getByRole('switch', { name: /Boleto/ })).toBeChecked();
  expect(await axeInBothThemes(page)).toEqual([]);
});

test('/admin-order and the custom acquirers of the user drawer', async ({ page, request }) => {
  const token = await apiToken(request, demo.seller.email, demo.seller.password);
  const charge = await payByCard(request, (await createProduct(request, token)).id, 2);
  await logIn(page, demo.admin.email, demo.admin.password);

  await page.goto('/admin-order');
  await page.getByLabel('Order id').fill('not an id');
  await page.getByRole('button', { name: 'Open order', exact: true }).click();
  await expect(page.getByText('Enter a complete order id')).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.goto(`/admin-order?id=${charge.id}`);
  await expect(
    page.getByRole('region', { name: 'Ledger postings' }).getByText('Balanced'),
  ).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.getByRole('button', { name: 'Refund' }).click();
  await expect(page.getByRole('dialog', { name: 'Refund order' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/admin?tab=management&panel=users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(demo.seller.email);
  await page.getByRole('button', { name: `Open details of ${demo.seller.email}` }).click();
  await expect(
    page.getByRole('region', { name: 'Custom acquirers' }).getByLabel('Card'),
  ).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});
