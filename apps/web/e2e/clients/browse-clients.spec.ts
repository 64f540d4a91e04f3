import type { APIRequestContext } from '@playwright/test';
import { openSignedIn } from '../support/accounts.ts';
import { brl, cardToken, sellerWithProduct } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

const carla = { name: 'Carla Compradora', email: 'carla@example.com', document: '529.982.247-25' };
const diego = { name: 'Diego Duarte', email: 'diego@example.com', document: '111.444.777-35' };

async function pay(
  request: APIRequestContext,
  productId: string,
  customer: typeof carla,
  method: 'card' | 'pix' = 'card',
) {
  const response = await request.post(`/web/public/checkout/${productId}/charges`, {
    data: {
      method,
      instalments: 1,
      customer,
      ...(method === 'card' ? { card: { token: await cardToken(request, productId) } } : {}),
    },
  });
  expect(response.status()).toBe(201);
  return (await response.json()) as { id: string; status: string };
}

test('the seller finds buyers by document, searches them and opens one buyer’s orders', async ({
  page,
  request,
}) => {
  const { seller, product } = await sellerWithProduct(request, 10_000);
  await pay(request, product.id, carla);
  await pay(request, product.id, carla);
  const diegoPaid = await pay(request, product.id, diego);
  // Not paid yet: listed under the buyer, not counted in the totals.
  const diegoPending = await pay(request, product.id, diego, 'pix');
  expect(diegoPending.status).toBe('pending');

  await openSignedIn(page, seller.email, seller.password, '/clients');
  const table = page.getByRole('table', { name: 'Clients' });
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(2);
  const carlaRow = rows.filter({ hasText: 'Carla Compradora' });
  await expect(carlaRow).toContainText('529.982.247-25');
  await expect(carlaRow).toContainText(brl(20_000));
  await expect(carlaRow.getByRole('cell').nth(2)).toHaveText('2');
  await expect(carlaRow.getByRole('cell').nth(4)).toHaveText(brl(10_000));
  await expect(rows.filter({ hasText: 'Diego Duarte' })).toContainText('111.444.777-35');
  await expect(page.getByText('1–2 of 2')).toBeVisible();

  await page.getByRole('searchbox', { name: 'Search' }).fill('diego');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Diego Duarte');
  await page.getByRole('searchbox', { name: 'Search' }).fill('529.982');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Carla Compradora');
  await page.getByRole('searchbox', { name: 'Search' }).fill('nobody-here');
  await expect(page.getByText('No clients match this search')).toBeVisible();
  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(rows).toHaveCount(2);
  await page.getByLabel('Rows per page').selectOption('all');
  await expect(rows).toHaveCount(2);

  await page.getByRole('link', { name: 'Open client Diego Duarte' }).click();
  await expect(page).toHaveURL(/\/client\?document=11144477735$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Diego Duarte' })).toBeVisible();
  await expect(page.getByText('diego@example.com · 111.444.777-35')).toBeVisible();
  const orders = page.getByRole('table', { name: 'Orders of this client' }).locator('tbody tr');
  await expect(orders).toHaveCount(2);
  await expect(orders.filter({ hasText: 'Pending' })).toHaveCount(1);
  await expect(orders.filter({ hasText: 'Paid' })).toHaveCount(1);
  await page.getByRole('link', { name: `Open order ${diegoPaid.id.slice(0, 8)}` }).click();
  await expect(page).toHaveURL(new RegExp(`/order\\?id=${diegoPaid.id}$`));
  await expect(page.getByRole('heading', { name: 'Fee breakdown' })).toBeVisible();

  // On a phone the buyers are cards.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto('/clients');
  const list = page.getByRole('list', { name: 'Clients' });
  await expect(list.getByRole('listitem')).toHaveCount(2);
  await list.getByRole('link', { name: 'Open client Carla Compradora' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Carla Compradora' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Orders of this client' }).getByRole('listitem'),
  ).toHaveCount(2);
});
