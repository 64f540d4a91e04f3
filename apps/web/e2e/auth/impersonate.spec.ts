import { demo } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

async function sessionToken(
  request: import('@playwright/test').APIRequestContext,
  email: string,
  password: string,
) {
  const response = await request.post('/web/public/auth/login', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { token: string }).token;
}

test('/impersonate stores the handed-over token and sets the owner flag from /web/me', async ({
  page,
  request,
}) => {
  const sellerToken = await sessionToken(request, demo.seller.email, demo.seller.password);
  await page.goto(`/impersonate?token=${encodeURIComponent(sellerToken)}`);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { name: `Hello, ${demo.seller.firstName}` }),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBe(sellerToken);
  expect(await page.evaluate(() => localStorage.getItem('owner'))).toBeNull();

  const adminToken = await sessionToken(request, demo.admin.email, demo.admin.password);
  await page.goto(`/impersonate?token=${encodeURIComponent(adminToken)}`);
  await expect(page.getByRole('heading', { name: `Hello, ${demo.admin.firstName}` })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('owner'))).toBe('1');
});

test('a refused token (401) sends the user through /logout to /auth', async ({ page }) => {
  await page.goto('/auth');
  await page.evaluate(() => {
    localStorage.setItem('token', 'not-a-real-session');
    localStorage.setItem('owner', '1');
    localStorage.setItem('locale', 'en');
  });
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  await expect(page.getByText('Your session has expired. Please log in again.')).toBeVisible();
  expect(
    await page.evaluate(() => [
      localStorage.getItem('token'),
      localStorage.getItem('owner'),
      localStorage.getItem('locale'),
    ]),
  ).toEqual([null, null, 'en']);
});
