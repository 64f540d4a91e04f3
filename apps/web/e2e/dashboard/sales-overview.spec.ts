import { apiToken, bearer, demo, logIn, openSignedIn } from '../support/accounts.ts';
import { brl, payByCard, sellerWithProduct } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

test('a new seller sees zero sales, an empty order list, and then a test order', async ({
  page,
  request,
}) => {
  const { seller, product } = await sellerWithProduct(request);
  // The page's head script asks for the dashboard's answers with its scripts (index.html): each is
  // asked for once, and the screen takes every one.
  const asked: string[] = [];
  page.on('request', (sent) => {
    const url = new URL(sent.url());
    if (url.pathname.startsWith('/web/') && !url.pathname.startsWith('/web/public/auth'))
      asked.push(`${sent.method()} ${url.pathname}`);
  });
  await openSignedIn(page, seller.email, seller.password, '/dashboard');
  const gross = page.getByRole('region', { name: 'Gross sales' });
  await expect(gross).toContainText(brl(0));
  await expect(page.getByRole('region', { name: 'Sales', exact: true })).toContainText('0');
  await expect(page.getByText('No sales in this period')).toBeVisible();
  const recent = page.getByRole('region', { name: 'Latest orders' });
  await expect(recent.getByText('No orders yet')).toBeVisible();
  await expect.poll(() => page.evaluate(() => Object.keys(window.__early ?? {}))).toEqual([]);
  for (const path of [
    '/web/me',
    '/web/dashboard/analytics',
    '/web/financial/balance',
    '/web/orders',
    '/web/recovery/summary',
    '/web/public/exchange-rates',
  ])
    expect(asked.filter((line) => line === `GET ${path}`)).toHaveLength(1);
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
  await expect(gross).toContainText(brl(0));
  await expect(page.getByText('No sales in this period')).toBeVisible();
  await row.getByRole('link', { name: product.name }).click();
  await expect(page).toHaveURL(new RegExp(`/order\\?id=${charge.id}$`));
});

test("the demo seller's balance to withdraw is the server's, with the next releases", async ({
  page,
  request,
}) => {
  const headers = bearer(await apiToken(request, demo.seller.email, demo.seller.password));
  const balance = await (await request.get('/web/financial/balance', { headers })).json();
  await logIn(page, demo.seller.email, demo.seller.password);
  const available = page.getByRole('region', { name: 'Available to withdraw' });
  await expect(available).toContainText(brl(balance.available));
  await expect(available).toContainText(`${brl(balance.pending)} pending`);
  type Release = { date: string; amount: number };
  const [next] = ([...balance.nextPendingReleases, ...balance.nextReserveReleases] as Release[])
    .filter((release) => release.amount > 0)
    .sort((a, b) => a.date.localeCompare(b.date));
  const releases = page.getByRole('region', { name: 'Next releases' });
  await expect(releases.getByRole('listitem').first()).toContainText(brl(next?.amount ?? 0));
  await expect(
    page.getByRole('region', { name: 'Latest orders' }).getByRole('listitem'),
  ).not.toHaveCount(0);
  await available.getByRole('link', { name: 'Withdraw' }).click();
  await expect(page).toHaveURL(/\/financial$/);
});
