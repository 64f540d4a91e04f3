import {
  apiToken,
  bearer,
  demo,
  logIn,
  openSignedIn,
  registerSeller,
} from '../support/accounts.ts';
import { axeInBothThemes } from '../support/axe.ts';
import { drawImage, uploadDocument } from '../support/documents.ts';
import { expect, test } from '../support/test.ts';

test('/validation, /account and /settings', async ({ page, request }) => {
  const seller = await registerSeller(request, 'Iara Acessivel Nunes');
  const token = await apiToken(request, seller.email, seller.password);
  await page.goto('/auth');
  const front = await uploadDocument(
    request,
    token,
    'rg_front',
    await drawImage(page, 'image/png', 'FRONT'),
  );
  const adminToken = await apiToken(request, demo.admin.email, demo.admin.password);
  await request.post(`/web/admin/documents/${front.id}/refuse`, {
    headers: bearer(adminToken),
    data: { reason: 'The photo is blurry.' },
  });

  await logIn(page, seller.email, seller.password, /\/validation$/);
  await expect(page.getByText('The photo is blurry.')).toBeVisible();
  await expect(page.getByRole('img', { name: 'Preview of Front of ID' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.goto('/account');
  await expect(page.getByRole('heading', { name: 'Bank account' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.getByRole('button', { name: 'Change bank account' }).click();
  await expect(page.getByRole('dialog', { name: 'Change bank account' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.keyboard.press('Escape');

  await page.goto('/settings');
  await expect(page.getByText('This device', { exact: true })).toBeVisible();
  await expect(page.getByText('You have not set a Pix key yet.')).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});

test('admin users, documents, sessions and administrators panels', async ({ page }) => {
  await openSignedIn(
    page,
    demo.admin.email,
    demo.admin.password,
    '/admin?tab=management&panel=users',
  );
  await expect(
    page.getByRole('button', { name: `Open details of ${demo.seller.email}` }),
  ).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.getByRole('button', { name: `Open details of ${demo.seller.email}` }).click();
  await expect(page.getByRole('button', { name: 'Act as this seller' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.goto('/admin?tab=management&panel=documents&status=all');
  await expect(page.getByRole('table', { name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('row').nth(1)).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.goto('/admin?tab=management&panel=sessions');
  await expect(page.getByRole('button', { name: /^End session of/ }).first()).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.goto('/admin?tab=superAdmin&panel=administrators');
  await expect(page.getByRole('button', { name: /^Changes of/ }).first()).toBeVisible();
  await page
    .getByRole('button', { name: /^Changes of/ })
    .first()
    .click();
  await expect(page.getByRole('table', { name: 'Before and after' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});
