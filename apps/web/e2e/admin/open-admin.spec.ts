import { demo, logIn, logInThroughForm } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test('a seller visiting /admin lands on /dashboard', async ({ page }) => {
  await logIn(page, demo.seller.email, demo.seller.password);
  await expect(page.getByRole('link', { name: 'Administration' })).toHaveCount(0);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/admin-order');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the super-admin opens /admin and sees every tab', async ({ page }) => {
  await logInThroughForm(page, demo.admin.email, demo.admin.password);
  expect(await page.evaluate(() => localStorage.getItem('owner'))).toBe('1');
  await page.getByRole('link', { name: 'Administration' }).click();
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { name: 'Administration', level: 1 })).toBeVisible();
  for (const tab of ['Analytics', 'Management', 'Settings', 'Super-admin']) {
    await expect(page.getByRole('tab', { name: tab })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Revenue' })).toBeVisible();
  await page.getByRole('tab', { name: 'Management' }).click();
  await expect(page.getByRole('button', { name: 'Withdrawals' })).toBeVisible();
  await expect(page).toHaveURL(/\/admin\?tab=management$/);
});
