import { expect, test } from '@playwright/test';
import type { AdminRecoveryBalancePage } from '@repasse/core/contract/recovery';
import { formatBRL } from '@repasse/core/money/cents';
import { apiToken, bearer, demo, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';

const brl = (cents: number) => formatBRL(cents, 'en');

test('the admin reads the sellers recovery balances and searches them by email', async ({
  page,
  request,
}) => {
  const headers = bearer(await apiToken(request, demo.admin.email, demo.admin.password));
  const answer = (await (
    await request.get(
      `/web/admin/recovery/balances?search=${encodeURIComponent(demo.seller.email)}`,
      { headers },
    )
  ).json()) as AdminRecoveryBalancePage;
  const seller = answer.items.find((row) => row.email === demo.seller.email);
  expect(seller).toBeDefined();
  if (!seller) return;

  await logIn(page, demo.admin.email, demo.admin.password);
  await page.goto('/admin?tab=management');
  await page.getByRole('button', { name: 'Recovery' }).click();
  await expect(page.getByRole('heading', { name: 'Recovery', level: 2 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Prices and top-up limits' })).toHaveAttribute(
    'href',
    '/admin?tab=settings&panel=platformSettings',
  );
  const table = page.getByRole('table', { name: 'Recovery balances' });
  await expect(table.getByRole('row').nth(1)).toBeVisible();

  const searched = page.waitForResponse(
    (response) =>
      response.url().includes('/web/admin/recovery/balances') &&
      response.url().includes(`search=${encodeURIComponent(demo.seller.email)}`),
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill(demo.seller.email);
  await searched;
  const rows = table.locator('tbody tr');
  await expect(rows).toHaveCount(answer.items.length);
  for (const row of await rows.all()) await expect(row).toContainText(demo.seller.email);

  const row = rows.filter({ hasText: demo.seller.email });
  const lastTopUp = seller.lastTopUpAt
    ? await page.evaluate(
        (iso) =>
          new Intl.DateTimeFormat('en', { dateStyle: 'medium', timeStyle: 'short' }).format(
            new Date(iso),
          ),
        seller.lastTopUpAt,
      )
    : 'Never';
  await expect(row.getByRole('cell')).toHaveText([
    `${seller.name}${seller.email}`,
    brl(seller.balance),
    brl(seller.toppedUp),
    brl(seller.spent),
    lastTopUp,
  ]);
  await expect(row.getByRole('link', { name: seller.name })).toHaveAttribute(
    'href',
    `/admin?tab=management&panel=users&user=${seller.sellerId}`,
  );
  expect(await seriousViolations(page)).toEqual([]);
});
