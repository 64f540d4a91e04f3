import { readFile } from 'node:fs/promises';
import { type APIRequestContext, expect, test } from '@playwright/test';
import { apiToken, bearer, demo, logIn } from '../support/accounts.ts';

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

  await logIn(page, demo.seller.email, demo.seller.password);
  await page.goto('/financial');
  const statement = page.getByRole('table', { name: 'Statement' });
  const rows = statement.locator('tbody tr');
  await expect(page.getByText(`1–${Math.min(25, total)} of ${total}`)).toBeVisible();

  // Page sizes, "all" included.
  await page.getByLabel('Rows per page').selectOption('10');
  await expect(rows).toHaveCount(10);
  await page.getByRole('button', { name: 'Page 2', exact: true }).click();
  await expect(page.getByText(`11–${Math.min(20, total)} of ${total}`)).toBeVisible();
  await page.getByLabel('Rows per page').selectOption('all');
  await expect(rows).toHaveCount(total);
  await expect(page.getByRole('button', { name: 'Page 2', exact: true })).toHaveCount(0);

  // Balance and type.
  await page.getByLabel('Balance', { exact: true }).selectOption('reserve');
  const reserveLines = await api.total('account=reserve');
  await expect(rows).toHaveCount(reserveLines);
  for (const badge of await statement.locator('tbody tr td:nth-child(3)').allTextContents()) {
    expect(badge).toBe('Reserve');
  }
  await page.getByLabel('Type').selectOption('sale');
  const reserveSales = await api.total('account=reserve&type=sale');
  await expect(rows).toHaveCount(reserveSales);
  // Credits are signed and green; a sale only ever credits the reserve.
  for (const amount of await statement.locator('tbody tr td:nth-child(4)').allTextContents()) {
    expect(amount).toMatch(/^\+R\$[\d,]+\.\d{2}$/);
  }

  // Presets: the demo sales were recorded today.
  const today = saoPauloDay();
  const yesterday = saoPauloDay(-1);
  await page.getByLabel('Period').selectOption('today');
  await expect(rows).toHaveCount(
    await api.total(`account=reserve&type=sale&from=${today}&to=${today}`),
  );
  await page.getByLabel('Period').selectOption('yesterday');
  if ((await api.total(`account=reserve&type=sale&from=${yesterday}&to=${yesterday}`)) === 0) {
    await expect(page.getByText('No movements match these filters')).toBeVisible();
  }

  // Custom range: both dates required, start not after end (SPEC §5).
  // Custom starts from the days of the preset it replaces.
  await page.getByLabel('Period').selectOption('custom');
  await expect(page.getByLabel(/^From\b/)).toHaveValue(yesterday);
  await expect(page.getByLabel(/^To\b/)).toHaveValue(yesterday);
  await page.getByLabel(/^From\b/).fill('');
  await page.getByLabel(/^To\b/).fill('');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('This field is required.')).toHaveCount(2);
  await page.getByLabel(/^From\b/).fill(today);
  await page.getByLabel(/^To\b/).fill(yesterday);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The start date must not be after the end date.')).toBeVisible();
  await page.getByLabel(/^From\b/).fill(yesterday);
  await page.getByLabel(/^To\b/).fill(today);
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page.getByText('The start date must not be after the end date.')).toBeHidden();
  const query = `account=reserve&type=sale&from=${yesterday}&to=${today}`;
  await expect(rows).toHaveCount(await api.total(query));

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
  expect(lines).toHaveLength(reserveSales);
  for (const line of lines) expect(line).toMatch(/^"[^"]+","sale","reserve","\d+","R\$/);
});
