import { demo, logIn } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test('a screen chunk that fails to load reloads the page once, then shows an error', async ({
  page,
}) => {
  await logIn(page, demo.seller.email, demo.seller.password);

  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  let loads = 0;
  page.on('load', () => {
    loads += 1;
  });
  await page.route(/\/assets\/orders-screen-[^/]+\.js$/, (route) => route.abort());

  await page.getByRole('link', { name: 'Orders', exact: true }).click();

  await expect(
    page.getByRole('heading', { name: 'This screen could not be loaded' }),
  ).toBeVisible();
  expect(loads).toBe(1);
  expect(errors.some((text) => text.includes('could not be loaded'))).toBe(true);
  // The router came up after the reload, so the flag is gone for the next failure.
  expect(await page.evaluate(() => localStorage.getItem('chunk-reload'))).toBeNull();

  await page.unroute(/\/assets\/orders-screen-[^/]+\.js$/);
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { name: 'Orders', level: 1 })).toBeVisible();
});
