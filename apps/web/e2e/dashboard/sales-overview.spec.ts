import { expect, test } from '@playwright/test';
import { apiToken, bearer, demo, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { brl, payByCard, sellerWithProduct } from '../support/checkout.ts';

test('a new seller sees zero sales, an empty order list, and then a test order', async ({
  page,
  request,
}) => {
  const { seller, product } = await sellerWithProduct(request);
  await logIn(page, seller.email, seller.password, /\/(validation|dashboard)$/);
  await page.goto('/dashboard');
  const today = page.getByRole('region', { name: 'Sales today' });
  await expect(today).toContainText(brl(0));
  await expect(today).toContainText('0 paid sales');
  const recent = page.getByRole('region', { name: 'Latest orders' });
  await expect(recent.getByText('No orders yet')).toBeVisible();
  await recent.getByRole('link', { name: 'Create a product' }).click();
  await expect(page).toHaveURL(/\/integrations\?tab=products$/);

  // A test-mode sale is listed, marked as a test, and never counted as revenue.
  const charge = await payByCard(request, product.id);
  await page.goto('/dashboard');
  const row = recent.getByRole('listitem');
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(brl(product.price));
  await expect(row).toContainText('Test');
  await expect(row).toContainText('Paid');
  await expect(today).toContainText('0 paid sales');
  await row.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/order\\?id=${charge.id}$`));
});

test("the demo seller's totals are the server's, with the balance to withdraw", async ({
  page,
  request,
}) => {
  const headers = bearer(await apiToken(request, demo.seller.email, demo.seller.password));
  const summary = await (await request.get('/web/orders/summary', { headers })).json();
  const balance = await (await request.get('/web/financial/balance', { headers })).json();
  expect(summary.thisMonth.count).toBeGreaterThan(0);
  await logIn(page, demo.seller.email, demo.seller.password);
  await expect(page.getByRole('region', { name: 'Last 7 days' })).toContainText(
    brl(summary.last7Days.amount),
  );
  await expect(page.getByRole('region', { name: 'This month' })).toContainText(
    `${summary.thisMonth.count} paid sale`,
  );
  const available = page.getByRole('region', { name: 'Available to withdraw' });
  await expect(available).toContainText(brl(balance.available));
  await expect(
    page.getByRole('region', { name: 'Latest orders' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(available).toContainText(brl(balance.available));
  expect(await seriousViolations(page)).toEqual([]);
  await available.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/financial$/);
});
