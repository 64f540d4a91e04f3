import { demo, logIn, openSignedIn } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test('without a token every screen but /auth redirects to /auth', async ({ page }) => {
  for (const path of ['/orders', '/dashboard', '/', '/admin', '/validation', '/no-such-page']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
  await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
});

test('unknown paths show the not-found screen to a logged-in user', async ({ page }) => {
  await openSignedIn(page, demo.seller.email, demo.seller.password, '/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('navigation')).toBeAttached();
});

test.describe('on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 740 } });

  test('the navigation hides behind the burger', async ({ page }) => {
    await logIn(page, demo.seller.email, demo.seller.password);
    const burger = page.getByRole('button', { name: 'Toggle navigation' });
    const ordersLink = page.getByRole('link', { name: 'Orders', exact: true });
    await expect(burger).toBeVisible();
    await expect(ordersLink).not.toBeInViewport();

    await burger.click();
    await expect(burger).toHaveAttribute('aria-expanded', 'true');
    await expect(ordersLink).toBeInViewport();
    await ordersLink.click();
    await expect(page).toHaveURL(/\/orders$/);
    await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
    await expect(ordersLink).not.toBeInViewport();
  });
});
