import type { Page } from '@playwright/test';
import { apiToken, demo, openSignedIn } from '../support/accounts.ts';
import { buyer, cardToken, createProduct } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

/** The next answer of the admin orders list whose query has every one of `params`. */
const ordersList = (page: Page, params: Record<string, string>) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === '/web/admin/orders' &&
      response.ok() &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });

const shots = process.env.E2E_SCREENSHOTS;

test("the admin follows a seller's orders from the rankings, filters them and opens one", async ({
  page,
  request,
}) => {
  // A sale the issuer declines (insufficient funds), newest of the demo seller's, among the paid.
  const sellerToken = await apiToken(request, demo.seller.email, demo.seller.password);
  const product = await createProduct(request, sellerToken);
  const attempt = await request.post(`/web/public/checkout/${product.id}/charges`, {
    data: {
      method: 'card',
      instalments: 1,
      customer: buyer,
      card: { token: await cardToken(request, product.id, '4000000000009995') },
    },
  });
  const declined = (await attempt.json()) as { id: string; status: string };
  expect(declined.status).toBe('refused');

  await openSignedIn(page, demo.admin.email, demo.admin.password, '/admin?tab=analytics');
  await page.getByRole('button', { name: 'Rankings', exact: true }).click();
  const sellers = page.getByRole('table', { name: 'Top sellers' });
  const ordersLink = sellers.getByRole('link', { name: 'Orders of Ana Demo Vendedora' });
  const firstPage = ordersList(page, { mode: 'live' });
  await ordersLink.click();

  await expect(page).toHaveURL(/\/admin-order\?seller=[0-9a-f-]{36}$/);
  const sellerId = new URL(page.url()).searchParams.get('seller') ?? '';
  const answer = await (await firstPage).json();
  expect(new URL((await firstPage).url()).searchParams.get('seller')).toBe(sellerId);
  await expect(
    page.getByRole('heading', { name: 'Orders of Ana Demo Vendedora', level: 1 }),
  ).toBeVisible();
  await expect(page.getByText('Every order of this seller (seller@repasse.dev)')).toBeVisible();
  const table = page.getByRole('table', { name: 'Orders' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(Math.min(answer.items.length, 25));
  expect(answer.items.length).toBeGreaterThan(0);
  expect(answer.items.every((o: { seller: { id: string } }) => o.seller.id === sellerId)).toBe(
    true,
  );
  await expect(rows.first()).toContainText(declined.id.slice(0, 8));
  await expect(rows.first()).toContainText('Refused');
  if (shots) await page.screenshot({ path: `${shots}/list-desktop.png`, fullPage: true });

  // Only the paid ones: the address keeps the filter, every row says Paid.
  const paid = ordersList(page, { seller: sellerId, status: 'paid', mode: 'live' });
  await page.getByLabel('Status', { exact: true }).selectOption('paid');
  const paidAnswer = await (await paid).json();
  await expect(page).toHaveURL(/status=paid/);
  await expect(rows).toHaveCount(Math.min(paidAnswer.items.length, 25));
  await expect(rows.first()).toContainText('Paid');
  const statuses = await table.locator('tbody tr td:last-child').allTextContents();
  expect(new Set(statuses)).toEqual(new Set(['Paid']));

  // A phone: the table scrolls inside its card, the page itself does not.
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(rows.first()).toBeVisible();
  // The table's scroll area measures itself after the resize.
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
  if (shots) await page.screenshot({ path: `${shots}/list-phone.png`, fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });

  // The first order opens in the admin's detail, by keyboard.
  const first = paidAnswer.items[0] as { id: string };
  const short = first.id.slice(0, 8);
  await table.getByRole('link', { name: `Open order ${short}` }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/admin-order\\?id=${first.id}$`));
  await expect(page.getByRole('heading', { name: `Order ${short}`, level: 1 })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Summary' })).toContainText('Paid');
  await expect(page.getByRole('table', { name: 'Acquirer attempts' })).toBeVisible();

  // Back to the filtered list.
  await page.goBack();
  await expect(page).toHaveURL(/status=paid/);
  await expect(page.getByLabel('Status', { exact: true })).toHaveValue('paid');
});
