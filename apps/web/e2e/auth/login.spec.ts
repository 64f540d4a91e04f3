import { demo, logInThroughForm } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test('wrong credentials show the server message', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('textbox', { name: 'Email' }).fill(demo.seller.email);
  await page.getByRole('textbox', { name: 'Password' }).fill('not-the-password');
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password.');
  await expect(page).toHaveURL(/\/auth$/);
});

test('a logged-in seller is sent from /auth to the dashboard, without the owner flag', async ({
  page,
}) => {
  await logInThroughForm(page, demo.seller.email, demo.seller.password);
  await expect(
    page.getByRole('heading', { name: `Hello, ${demo.seller.firstName}` }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeTruthy();
  expect(await page.evaluate(() => localStorage.getItem('owner'))).toBeNull();
  await page.goto('/auth');
  await expect(page).toHaveURL(/\/dashboard$/);
});
