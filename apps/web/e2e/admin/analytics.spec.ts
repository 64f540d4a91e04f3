import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { demo, logIn } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

/** Analytics days are São Paulo days. */
const saoPauloDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000),
  );

/** The next answer of an analytics report whose query has every one of `params`. */
const report = (page: Page, name: string, params: Record<string, string>) =>
  page.waitForResponse((response) => {
    const url = new URL(response.url());
    return (
      url.pathname === `/web/admin/analytics/${name}` &&
      response.ok() &&
      Object.entries(params).every(([key, value]) => url.searchParams.get(key) === value)
    );
  });

async function openPanel(page: Page, name: string) {
  await page.goto('/admin?tab=analytics');
  await page.getByRole('button', { name, exact: true }).click();
  await expect(page.getByRole('heading', { name, level: 2 })).toBeVisible();
  await expect(page.getByText(/^Compared with the previous period/)).toBeVisible();
}

test('the admin reads the four analytics panels, changes period and mode, and exports CSV', async ({
  page,
}) => {
  const today = saoPauloDay();
  const weekAgo = saoPauloDay(-6);
  const eightDaysAgo = saoPauloDay(-7);
  await logIn(page, demo.admin.email, demo.admin.password);

  // Revenue: the demo sales of the last days are in the default period (last 7 days).
  const firstRevenue = report(page, 'revenue', { from: weekAgo, to: today, mode: 'live' });
  await openPanel(page, 'Revenue');
  await firstRevenue;
  const tpv = page.getByRole('region', { name: 'Gross volume (TPV)' });
  // The figure is the card's first amount; the previous period's reads "vs R$…".
  const tpvFigure = tpv.getByText(/^R\$/).first();
  await expect(tpvFigure).not.toHaveText('R$0.00');
  const byMethod = page.getByRole('region', { name: 'Gross volume by method' });
  await expect(byMethod.locator('.recharts-surface')).toBeVisible();
  await expect(page.getByRole('table', { name: 'By payment method' })).toContainText('Pix');

  // A preset: last month.
  const monthEnd = new Date(`${today.slice(0, 7)}-01T12:00:00Z`);
  monthEnd.setUTCDate(0);
  const lastMonthTo = monthEnd.toISOString().slice(0, 10);
  const lastMonth = report(page, 'revenue', {
    from: `${lastMonthTo.slice(0, 7)}-01`,
    to: lastMonthTo,
  });
  await page.getByLabel('Period', { exact: true }).selectOption('lastMonth');
  await lastMonth;

  // A custom range, typed: the last eight days.
  await page.getByLabel('Period', { exact: true }).selectOption('custom');
  await page.getByLabel(/^From\b/).fill(eightDaysAgo);
  await page.getByLabel(/^To\b/).fill(today);
  const custom = report(page, 'revenue', { from: eightDaysAgo, to: today, mode: 'live' });
  await page.getByRole('button', { name: 'Apply' }).click();
  await custom;
  await expect(tpvFigure).not.toHaveText('R$0.00');

  // Test mode: its own figures (none of the demo sales are test sales).
  const testMode = report(page, 'revenue', { from: eightDaysAgo, to: today, mode: 'test' });
  await page.getByText('Test', { exact: true }).click();
  await testMode;
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);

  // The CSV of what the panel shows: one line per day of the period after the header.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe(`analytics-revenue-test-${eightDaysAgo}-${today}.csv`);
  const csv = (await readFile(await file.path(), 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    '"bucket","tpv","tpv_pix","tpv_card","tpv_boleto","platform_revenue","margin","refunds","chargebacks"',
  );
  expect(lines).toHaveLength(9);
  expect(lines[1]).toMatch(new RegExp(`^"${eightDaysAgo}","-?\\d+\\.\\d{2}"`));

  // Transactions: counts, the chargeback chart with its threshold, the statuses.
  await openPanel(page, 'Transactions');
  const paid = page.getByRole('region', { name: 'Charges paid' });
  await expect(paid.getByText(/^\d/).first()).not.toHaveText('0');
  const chargebacks = page.getByRole('region', { name: 'Chargeback rate over time' });
  await expect(chargebacks.getByText('Scheme threshold')).toBeVisible();
  await expect(page.getByRole('table', { name: 'By status' })).toContainText('Paid');

  // Balances: money held in its states, its chart and the releases ahead.
  await openPanel(page, 'Balances');
  await expect(page.getByRole('region', { name: 'Pending', exact: true })).toContainText('R$');
  await expect(
    page.getByRole('region', { name: 'Held balances' }).locator('.recharts-surface'),
  ).toBeVisible();

  // Rankings: the demo seller leads; another order; the seller opens in the users drawer.
  await openPanel(page, 'Rankings');
  const sellers = page.getByRole('table', { name: 'Top sellers' });
  const seller = sellers.getByRole('link', { name: 'Ana Demo Vendedora', exact: true });
  await expect(seller).toBeVisible();
  const byApproval = report(page, 'rankings', { sort: 'approvalRate' });
  await page.getByLabel('Rank by').selectOption('approvalRate');
  await byApproval;
  await expect(sellers.getByRole('link', { name: 'Orders of Ana Demo Vendedora' })).toHaveAttribute(
    'href',
    /^\/admin-order\?seller=/,
  );
  await seller.click();
  await expect(page.getByRole('dialog', { name: 'User details' })).toBeVisible();

  // A phone: the panel fits 360 px, its charts resized, without scrolling sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await openPanel(page, 'Transactions');
  await expect(chargebacks.locator('.recharts-surface')).toBeVisible();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
