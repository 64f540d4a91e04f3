import { apiToken, bearer, demo, openSignedIn } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test('the admin changes a platform setting, with the shared validation rules', async ({
  page,
  request,
}) => {
  const headers = bearer(await apiToken(request, demo.admin.email, demo.admin.password));
  const original = await (await request.get('/web/admin/platform-settings', { headers })).json();
  await openSignedIn(page, demo.admin.email, demo.admin.password, '/admin?tab=settings');
  await page.getByRole('button', { name: 'Platform settings' }).click();
  const save = page.getByRole('button', { name: 'Save settings' });
  await expect(save).toBeVisible();
  await expect(page.getByLabel(/^Minimum per withdrawal/)).toHaveValue('50.00');

  await page.getByLabel(/^SMS/).fill('doze');
  await save.click();
  await expect(page.getByText('Enter an amount in reais, e.g. 12.34.')).toBeVisible();
  await page.getByLabel(/^SMS/).fill('0,15');
  await page.getByLabel(/^Maximum per withdrawal/).fill('40');
  await save.click();
  await expect(page.getByText('The maximum cannot be less than the minimum.')).toBeVisible();

  try {
    await page.getByLabel(/^Maximum per withdrawal/).fill('12.000,00');
    await page.getByLabel(/^Reserve days/).fill('45');
    await page.getByRole('radio', { name: 'Seller' }).check();
    await save.click();
    await expect(page.getByText('Platform settings saved.')).toBeVisible();
    const saved = await (await request.get('/web/admin/platform-settings', { headers })).json();
    expect(saved).toEqual({
      ...original,
      instalmentFeePayer: 'seller',
      reserveDays: 45,
      withdrawalMaximum: 1_200_000,
      recoveryPrices: { ...original.recoveryPrices, sms: 15 },
    });
    await page.reload();
    await expect(page.getByLabel(/^Maximum per withdrawal/)).toHaveValue('12000.00');
    await expect(page.getByRole('radio', { name: 'Seller' })).toBeChecked();
  } finally {
    await request.put('/web/admin/platform-settings', { headers, data: original });
  }
});

test('financial movements filter by user, account code and type, with "all" rows', async ({
  page,
  request,
}) => {
  const headers = bearer(await apiToken(request, demo.admin.email, demo.admin.password));
  const count = async (query: string) =>
    (
      (await (
        await request.get(`/web/admin/ledger/movements?pageSize=all&${query}`, { headers })
      ).json()) as { total: number }
    ).total;
  await openSignedIn(page, demo.admin.email, demo.admin.password, '/admin?tab=management');
  await page.getByRole('button', { name: 'Financial movements' }).click();
  const table = page.getByRole('table', { name: 'Financial movements' });
  const rows = table.locator('tbody tr');
  const total = await count('');
  await expect(page.getByText(`of ${total}`, { exact: false })).toBeVisible();
  await page.getByLabel('Rows per page').selectOption('all');
  await expect(rows).toHaveCount(total);

  // The user filter searches the server.
  const users = await request.get(`/web/admin/users?search=${demo.seller.email}`, { headers });
  const [seller] = (await users.json()).items;
  await page.getByRole('combobox', { name: 'User' }).fill('seller@repasse');
  await page.getByRole('option', { name: demo.seller.email }).click();
  await expect(rows).toHaveCount(await count(`userId=${seller.id}`));
  for (const cell of await table.locator('tbody tr td:nth-child(4)').allTextContents()) {
    expect(cell).toBe(demo.seller.email);
  }

  // The seller's own account codes are suggested.
  const account = page.getByRole('combobox', { name: 'Account code' });
  await account.click();
  await page.getByRole('option', { name: `seller:${seller.id}:available` }).click();
  await page.getByLabel('Type').selectOption('sale');
  const query = `userId=${seller.id}&account=seller:${seller.id}:available&type=sale`;
  await expect(rows).toHaveCount(await count(query));
  for (const amount of await table.locator('tbody tr td:nth-child(5)').allTextContents()) {
    expect(amount).toMatch(/^\+R\$/);
  }

  // The platform's revenue, for every user.
  await page.getByRole('button', { name: 'Clear the user' }).click();
  await account.fill('platform:revenue');
  await page.getByLabel('Type').selectOption('');
  await expect(rows).toHaveCount(await count('account=platform:revenue'));
  for (const cell of await table.locator('tbody tr td:nth-child(4)').allTextContents()) {
    expect(cell).toBe('Platform');
  }
});
