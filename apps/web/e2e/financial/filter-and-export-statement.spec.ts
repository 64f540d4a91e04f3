import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import { apiToken, bearer, demo, openSignedIn } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

/** Ledger days are São Paulo days. */
const saoPauloDay = (offsetDays = 0) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(Date.now() + offsetDays * 24 * 60 * 60 * 1000),
  );

async function statementApi(request: APIRequestContext) {
  const headers = {
    ...bearer(await apiToken(request, demo.seller.email, demo.seller.password)),
    'accept-language': 'en',
  };
  return {
    total: async (query: string) =>
      (
        (await (
          await request.get(`/web/financial/statement?pageSize=all&${query}`, { headers })
        ).json()) as {
          total: number;
        }
      ).total,
    csv: async (query: string) =>
      (await request.get(`/web/financial/statement.csv?${query}`, { headers })).text(),
  };
}

test('the statement pages with "all", filters by balance, type and period, and exports CSV', async ({
  page,
  request,
}) => {
  const api = await statementApi(request);
  const total = await api.total('');
  expect(total).toBeGreaterThan(10);

  await openSignedIn(page, demo.seller.email, demo.seller.password, '/financial');
  // Scoped: the withdrawals history on the same screen has its own period and page size.
  const section = page.getByRole('region', { name: 'Statement' });
  const statement = section.getByRole('table', { name: 'Statement' });
  const rows = statement.locator('tbody tr');
  await expect(section.getByText(`1–${Math.min(25, total)} of ${total}`)).toBeVisible();

  // Page sizes, "all" included.
  await section.getByLabel('Rows per page').selectOption('10');
  await expect(rows).toHaveCount(10);
  await section.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(section.getByText(`11–${Math.min(20, total)} of ${total}`)).toBeVisible();
  await section.getByLabel('Rows per page').selectOption('all');
  await expect(rows).toHaveCount(total);
  await expect(section.getByRole('button', { name: 'Page 2', exact: true })).toHaveCount(0);

  // Balance and type.
  await section.getByLabel('Balance', { exact: true }).selectOption('reserve');
  const reserveLines = await api.total('account=reserve');
  await expect(rows).toHaveCount(reserveLines);
  for (const badge of await statement.locator('tbody tr td:nth-child(3)').allTextContents()) {
    expect(badge).toBe('Reserve');
  }
  await section.getByLabel('Type').selectOption('sale');
  const reserveSales = await api.total('account=reserve&type=sale');
  await expect(rows).toHaveCount(reserveSales);
  // Credits are signed and green; a sale only ever credits the reserve.
  for (const amount of await statement.locator('tbody tr td:nth-child(4)').allTextContents()) {
    expect(amount).toMatch(/^\+R\$[\d,]+\.\d{2}$/);
  }

  // Presets: each shows what the server counts for its days.
  const today = saoPauloDay();
  const yesterday = saoPauloDay(-1);
  await section.getByLabel('Period').selectOption('today');
  await expect(rows).toHaveCount(
    await api.total(`account=reserve&type=sale&from=${today}&to=${today}`),
  );
  await section.getByLabel('Period').selectOption('yesterday');
  if ((await api.total(`account=reserve&type=sale&from=${yesterday}&to=${yesterday}`)) === 0) {
    await expect(page.getByText('No movements match these filters')).toBeVisible();
  }

  // Custom range: both dates required, start not after end (docs/product.md §5).
  // Custom starts from the days of the preset it replaces.
  await section.getByLabel('Period').selectOption('custom');
  await expect(section.getByLabel(/^From\b/)).toHaveValue(yesterday);
  await expect(section.getByLabel(/^To\b/)).toHaveValue(yesterday);
  await section.getByLabel(/^From\b/).fill('');
  await section.getByLabel(/^To\b/).fill('');
  await section.getByRole('button', { name: 'Apply' }).click();
  await expect(section.getByText('This field is required.')).toHaveCount(2);
  await section.getByLabel(/^From\b/).fill(today);
  await section.getByLabel(/^To\b/).fill(yesterday);
  await section.getByRole('button', { name: 'Apply' }).click();
  await expect(section.getByText('The start date must not be after the end date.')).toBeVisible();
  // A week back: the demo's card sales of the last days put money in the reserve.
  const weekAgo = saoPauloDay(-7);
  await section.getByLabel(/^From\b/).fill(weekAgo);
  await section.getByLabel(/^To\b/).fill(today);
  await section.getByRole('button', { name: 'Apply' }).click();
  await expect(section.getByText('The start date must not be after the end date.')).toBeHidden();
  const query = `account=reserve&type=sale&from=${weekAgo}&to=${today}`;
  const inRange = await api.total(query);
  expect(inRange).toBeGreaterThan(0);
  await expect(rows).toHaveCount(inRange);

  // The CSV holds exactly what the server exports for these filters.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^statement-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = await readFile(await download.path(), 'utf8');
  expect(csv).toBe(await api.csv(query));
  const [header, ...lines] = csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split('\r\n');
  expect(header).toBe('"date","type","account","amount_cents","amount","reference"');
  expect(lines).toHaveLength(inRange);
  for (const line of lines) expect(line).toMatch(/^"[^"]+","sale","reserve","\d+","R\$/);
});
