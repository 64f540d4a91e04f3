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

test('a first visit to /auth shows the login page, in its language, before any script has run; React then takes its place where it stands', async ({
  page,
}) => {
  await page.goto('/health');
  await page.evaluate(() => localStorage.setItem('locale', 'pt-BR'));
  // Scripts held back, as on a slow phone: what shows is the page drawn at build time.
  await page.route('**/assets/*.js', (route) => route.abort());
  await page.goto('/auth');
  const drawn = page.locator('[data-prerendered]:visible');
  await expect(drawn).toHaveCount(1);
  await expect(drawn).toHaveAttribute('lang', 'pt-BR');
  // A picture of the page until the app runs: nothing in it takes input that would be lost.
  await expect(drawn).toHaveAttribute('inert', '');
  const drawnTitle = await drawn.getByText('Boas-vindas de volta').boundingBox();
  const drawnButton = await drawn.locator('button', { hasText: 'Entrar' }).boundingBox();
  expect(drawnTitle).not.toBeNull();

  await page.unroute('**/assets/*.js');
  await page.goto('/auth');
  const title = page.getByRole('heading', { name: 'Boas-vindas de volta' });
  await expect(title).toBeVisible();
  await expect(page.locator('[data-prerendered]')).toHaveCount(0);
  // The same place, so the swap shifts nothing.
  expect(await title.boundingBox()).toEqual(drawnTitle);
  expect(await page.getByRole('button', { name: 'Entrar' }).boundingBox()).toEqual(drawnButton);
  await page.getByRole('textbox', { name: 'E-mail' }).fill(demo.seller.email);
  await page.getByRole('textbox', { name: 'Senha' }).fill(demo.seller.password);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});
