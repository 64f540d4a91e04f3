import type { APIRequestContext, Page } from '@playwright/test';
import { apiToken, bearer, demo, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { brl } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

type Figures = { current: { gross: number; count: number }; byMethod: { method: string }[] };

/** Today in São Paulo, where the server counts its days, and `days` from it. */
function spDay(days = 0): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Sao_Paulo' }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

async function figures(request: APIRequestContext, token: string, from: string, to: string) {
  const response = await request.get(`/web/dashboard/analytics?from=${from}&to=${to}`, {
    headers: bearer(token),
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as Figures;
}

/**
 * The cards show the server's gross sales and number of sales for the period, as the server
 * answers now: other journeys keep selling as the demo seller, and the figures follow them once
 * the analytics job has run (every minute), so what was read at the start may be stale. So may
 * what the page asked for: should the job land between the page's answer and this read, the
 * page asks again (a reload) before the next comparison.
 */
async function expectFigures(page: Page, read: () => Promise<Figures>) {
  let attempts = 0;
  await expect(async () => {
    if (attempts++ > 0) await page.reload();
    const expected = await read();
    await expect(page.getByRole('region', { name: 'Gross sales' })).toContainText(
      brl(expected.current.gross),
      { timeout: 2_000 },
    );
    await expect(page.getByRole('region', { name: 'Sales', exact: true })).toContainText(
      String(expected.current.count),
      { timeout: 2_000 },
    );
  }).toPass({ timeout: 30_000 });
}

/** The scripts the page downloads that carry the chart library (recharts draws `recharts-*`). */
function watchChartScripts(page: Page) {
  const found: string[] = [];
  const reads: Promise<void>[] = [];
  page.on('response', (response) => {
    if (!/\/assets\/.+\.js$/.test(response.url())) return;
    reads.push(
      response.text().then(
        (body) => {
          if (body.includes('recharts-surface')) found.push(response.url());
        },
        () => {},
      ),
    );
  });
  return async () => {
    await Promise.all(reads);
    return found;
  };
}

test("the demo seller's dashboard charts the period's sales and follows the chosen period", async ({
  page,
  request,
}) => {
  // Two axe runs over a page of charts, on a machine that may be busy.
  test.setTimeout(150_000);
  const token = await apiToken(request, demo.seller.email, demo.seller.password);
  // The demo sales were paid 1, 2, 4, 9 and 35 days ago.
  const week = await figures(request, token, spDay(-6), spDay());
  const yesterday = await figures(request, token, spDay(-1), spDay(-1));
  const custom = await figures(request, token, spDay(-40), spDay());
  expect(week.current.count).toBeGreaterThan(yesterday.current.count);
  expect(custom.current.count).toBeGreaterThan(week.current.count);

  const chartScripts = watchChartScripts(page);
  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(await chartScripts(), 'the login page never downloads the chart library').toEqual([]);
  await logIn(page, demo.seller.email, demo.seller.password);

  // Last 7 days by default, with the charts of its sales.
  await expectFigures(page, () => figures(request, token, spDay(-6), spDay()));
  const overTime = page.getByRole('region', { name: 'Sales over time' });
  await expect(overTime.locator('.recharts-surface')).toBeVisible();
  await expect(overTime.locator('.recharts-area-curve')).toHaveCount(2);
  await expect(overTime).toContainText('Gross');
  await expect(overTime).toContainText('Net');
  const byMethod = page.getByRole('region', { name: 'Sales by method' });
  await expect(byMethod.locator('.recharts-pie-sector').first()).toBeVisible();
  await expect(byMethod.getByRole('listitem')).toHaveCount(3);
  expect(await chartScripts()).not.toEqual([]);
  expect(await seriousViolations(page)).toEqual([]);

  // A preset: the figures change and the address keeps the period.
  const period = page.getByLabel('Period', { exact: true });
  await period.selectOption('yesterday');
  await expect(page).toHaveURL(/\/dashboard\?period=yesterday$/);
  await expectFigures(page, () => figures(request, token, spDay(-1), spDay(-1)));

  // A custom range, applied with its button, survives a reload (in the light theme now).
  await period.selectOption('custom');
  await page.getByRole('textbox', { name: 'From', exact: true }).fill(spDay(-40));
  await page.getByRole('textbox', { name: 'To', exact: true }).fill(spDay());
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(`/dashboard?period=custom&from=${spDay(-40)}&to=${spDay()}`);
  await expectFigures(page, () => figures(request, token, spDay(-40), spDay()));
  await page.evaluate(() => localStorage.setItem('theme', 'light'));
  await page.reload();
  await expect(period).toHaveValue('custom');
  await expect(page.getByRole('textbox', { name: 'From', exact: true })).toHaveValue(spDay(-40));
  await expectFigures(page, () => figures(request, token, spDay(-40), spDay()));
  await expect(overTime.locator('.recharts-surface')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // A phone: everything fits the width, once the charts have followed it.
  await page.setViewportSize({ width: 360, height: 800 });
  await expect(byMethod.locator('.recharts-pie-sector').first()).toBeVisible();
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBe(0);

  // Opened on a phone, the charts below the fold are drawn only once the seller scrolls to them.
  await page.reload();
  await expectFigures(page, () => figures(request, token, spDay(-40), spDay()));
  await page.waitForLoadState('networkidle');
  await expect(byMethod.getByRole('listitem')).toHaveCount(3);
  await expect(byMethod.locator('.recharts-pie-sector')).toHaveCount(0);
  await byMethod.scrollIntoViewIfNeeded();
  await expect(byMethod.locator('.recharts-pie-sector').first()).toBeVisible();
});
