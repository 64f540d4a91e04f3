import type { APIRequestContext } from '@playwright/test';
import type { BalanceResponse } from '@repasse/core/contract/ledger';
import { formatBRL } from '@repasse/core/money/cents';
import { apiToken, bearer, demo, logIn } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

const brl = (cents: number) => formatBRL(cents, 'en');

type Simulation = {
  items: { orderId: string; gross: number; fee: number; net: number }[];
  totals: { gross: number; fee: number; net: number };
};

async function seller(request: APIRequestContext) {
  const headers = bearer(await apiToken(request, demo.seller.email, demo.seller.password));
  return {
    balance: async () =>
      (await (await request.get('/web/financial/balance', { headers })).json()) as BalanceResponse,
    simulation: async () =>
      (await (
        await request.post('/web/financial/anticipation/simulation', { headers, data: {} })
      ).json()) as Simulation,
  };
}

test('the demo seller sees its balances, simulates card anticipation and confirms it', async ({
  page,
  request,
}) => {
  const api = await seller(request);
  const before = await api.balance();
  const anticipatable = await api.simulation();
  // The server seeds the demo seller with card sales still pending.
  expect(anticipatable.items.length).toBeGreaterThan(0);

  await logIn(page, demo.seller.email, demo.seller.password);
  await page
    .getByRole('navigation', { name: 'Main navigation' })
    .getByRole('link', { name: 'Financial' })
    .click();
  await expect(page.getByRole('heading', { name: 'Financial', level: 1 })).toBeVisible();
  const balance = (name: string) => page.getByRole('region', { name, exact: true });
  await expect(balance('Available')).toContainText(brl(before.available));
  await expect(balance('Pending')).toContainText(brl(before.pending));
  await expect(balance('Reserve')).toContainText(brl(before.reserve));
  for (const release of before.nextPendingReleases.slice(0, 3)) {
    await expect(balance('Pending')).toContainText(brl(release.amount));
  }
  for (const release of before.nextReserveReleases.slice(0, 3)) {
    await expect(balance('Reserve')).toContainText(brl(release.amount));
  }
  await expect(balance('Withdrawing')).toHaveCount(before.withdrawing === 0 ? 0 : 1);

  // Every pending card order first: the fee and the net before anything is confirmed.
  const anticipation = page.getByRole('region', { name: 'Simulation' });
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(anticipation.getByTestId('anticipation-gross')).toHaveText(
    brl(anticipatable.totals.gross),
  );
  await expect(anticipation.getByTestId('anticipation-net')).toHaveText(
    brl(anticipatable.totals.net),
  );

  // Then only the first order, chosen in the table.
  const [order] = anticipatable.items;
  if (!order) throw new Error('nothing to anticipate');
  await page.getByText('Choose orders').click();
  await expect(anticipation).toBeHidden();
  await expect(page.getByRole('button', { name: 'Simulate' })).toBeDisabled();
  await page
    .getByRole('checkbox', { name: `Select order ${order.orderId.slice(0, 8).toUpperCase()}` })
    .check();
  await page.getByRole('button', { name: 'Simulate' }).click();
  await expect(anticipation.getByTestId('anticipation-gross')).toHaveText(brl(order.gross));
  await expect(anticipation.getByTestId('anticipation-fee')).toHaveText(`−${brl(order.fee)}`);
  await expect(anticipation.getByTestId('anticipation-net')).toHaveText(brl(order.net));

  await anticipation.getByRole('button', { name: 'Request anticipation' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm anticipation' });
  await expect(dialog).toContainText(`${brl(order.net)} from 1 card order`);
  await dialog.getByRole('button', { name: 'Anticipate now' }).click();
  await expect(page.getByText(`${brl(order.net)} is now in your available balance.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  // Available grows by the net, pending shrinks by the gross; the server agrees.
  await expect(balance('Available')).toContainText(brl(before.available + order.net));
  await expect(balance('Pending')).toContainText(brl(before.pending - order.gross));
  const after = await api.balance();
  expect(after.available).toBe(before.available + order.net);
  expect(after.pending).toBe(before.pending - order.gross);
  expect(after.reserve).toBe(before.reserve);

  const statement = page.getByRole('table', { name: 'Statement' });
  await page.getByLabel('Type').selectOption('anticipation');
  // One posting: the gross leaves pending, the net reaches available (the fee is the platform's).
  await expect(statement.locator('tbody tr')).toHaveCount(2);
  await expect(statement).toContainText(`+${brl(order.net)}`);
  await expect(statement).toContainText(`-${brl(order.gross)}`);

  // The rest, all at once; then there is nothing left to anticipate.
  const rest = await api.simulation();
  if (rest.items.length > 0) {
    await page.getByRole('button', { name: 'Simulate' }).click();
    await anticipation.getByRole('button', { name: 'Request anticipation' }).click();
    await dialog.getByRole('button', { name: 'Anticipate now' }).click();
    await expect(
      page.getByText(`${brl(rest.totals.net)} is now in your available balance.`),
    ).toBeVisible();
  }
  await expect(page.getByText('Nothing to anticipate')).toBeVisible();
  await expect(balance('Available')).toContainText(
    brl(before.available + order.net + rest.totals.net),
  );
});
