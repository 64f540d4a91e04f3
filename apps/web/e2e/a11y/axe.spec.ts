import { demo, logIn } from '../support/accounts.ts';
import { axeInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

test('/auth and the first wizard step', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('heading', { name: 'Personal', level: 2 })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});

test('/dashboard and /admin', async ({ page }) => {
  await logIn(page, demo.admin.email, demo.admin.password);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Hello');
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.goto('/admin');
  await expect(page.getByRole('tab', { name: 'Super-admin' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});
