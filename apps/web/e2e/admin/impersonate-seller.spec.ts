import { apiToken, bearer, demo, logIn, registerSeller } from '../support/accounts.ts';
import { createProduct, payByCard } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

test('the admin acts as a seller from the users panel and exits back', async ({
  page,
  request,
}) => {
  const seller = await registerSeller(request, 'Elisa Personificada Ramos');
  const token = await apiToken(request, seller.email, seller.password);
  const paid = await payByCard(request, (await createProduct(request, token)).id);
  await logIn(page, demo.admin.email, demo.admin.password);
  const adminToken = await page.evaluate(() => localStorage.getItem('token'));

  await page.goto('/admin?tab=management&panel=users');
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search' }).fill(seller.email);
  await expect(page.getByRole('row')).toHaveCount(2);
  const row = page.getByRole('row', { name: new RegExp(seller.email) });
  await expect(row.getByText('Not verified')).toBeVisible();
  await expect(row.getByText('Seller', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: `Open details of ${seller.email}` }).click();

  const drawer = page.getByRole('dialog', { name: 'User details' });
  await expect(drawer.getByText(seller.fullName)).toBeVisible();
  await drawer.getByRole('button', { name: 'Act as this seller' }).click();
  await page
    .getByRole('dialog', { name: 'Act as this seller?' })
    .getByRole('button', { name: 'Act as seller' })
    .click();

  await expect(page).toHaveURL(/\/dashboard$/);
  const banner = page.getByRole('region', { name: 'Impersonation' });
  await expect(banner.getByText(`Acting as ${seller.fullName}`)).toBeVisible();
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    owner: localStorage.getItem('owner'),
    impersonator: localStorage.getItem('impersonator-token'),
  }));
  expect(stored.impersonator).toBe(adminToken);
  expect(stored.owner).toBeNull();
  expect(stored.token).not.toBe(adminToken);
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);

  // Credentials and money settings stay with the seller.
  await page.goto('/settings');
  await expect(page.getByText('Locked while acting as this seller')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Key' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Change password' })).toBeDisabled();
  // The seller's paid order can be seen, not refunded.
  await page.goto(`/order?id=${paid.id}`);
  await expect(page.getByText('Locked while acting as this seller')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Refund' })).toHaveCount(0);

  await banner.getByRole('button', { name: 'Exit' }).click();
  await expect(page).toHaveURL(/\/admin\?tab=management&panel=users$/);
  await expect(page.getByRole('heading', { name: 'Users', level: 2 })).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('owner'),
      localStorage.getItem('impersonator-token'),
    ]),
  ).toEqual([adminToken, '1', null]);
  await expect(page.getByRole('region', { name: 'Impersonation' })).toHaveCount(0);

  // The impersonation session was revoked on the server.
  const me = await request.get('/web/me', { headers: bearer(stored.token ?? '') });
  expect(me.status()).toBe(401);
});
