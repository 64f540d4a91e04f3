import { demo, openSignedIn } from '../support/accounts.ts';
import { axeInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

test('/financial: balances, anticipation and statement', async ({ page }) => {
  await openSignedIn(page, demo.seller.email, demo.seller.password, '/financial');
  await expect(page.getByRole('region', { name: 'Available', exact: true })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Statement' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Card anticipation' })).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Simulate' }).or(page.getByText('Nothing to anticipate')),
  ).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  // With orders to choose from: the table, a simulation and the confirmation dialog.
  if (await page.getByText('Choose orders').isVisible()) {
    await page.getByText('Choose orders').click();
    await page.getByRole('checkbox', { name: 'Select every order' }).check();
    await page.getByRole('button', { name: 'Simulate' }).click();
    await page.getByRole('button', { name: 'Request anticipation' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirm anticipation' })).toBeVisible();
    expect(await axeInBothThemes(page)).toEqual([]);
    await page.getByRole('button', { name: 'Cancel' }).click();
  }

  const statement = page.getByRole('region', { name: 'Statement' });
  await statement.getByLabel('Period').selectOption('custom');
  await statement.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This field is required.').first()).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});

test('the fees, platform settings and financial movements panels', async ({ page }) => {
  await openSignedIn(page, demo.admin.email, demo.admin.password, '/admin?tab=settings&panel=fees');
  await expect(page.getByRole('row', { name: /fp_default/ })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.getByRole('button', { name: 'New profile' }).click();
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.goto('/admin?tab=settings&panel=platformSettings');
  await expect(page.getByRole('button', { name: 'Save settings' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.goto('/admin?tab=management&panel=financialMovements');
  await expect(page.getByRole('table', { name: 'Financial movements' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});
