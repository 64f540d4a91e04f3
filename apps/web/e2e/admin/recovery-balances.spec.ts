import type { AdminRecoveryBalancePage } from '@repasse/core/contract/recovery';
import { formatBRL } from '@repasse/core/money/cents';
import { apiToken, bearer, demo, openSignedIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

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

  await openSignedIn(page, demo.admin.email, demo.admin.password, '/admin?tab=management');
  await page.getByRole('button', { name: 'Recovery' }).click();
  await expect(page.getByRole('heading', { name: 'Recovery', level: 2 })).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Prices, limits and sending hours' }),
  ).toHaveAttribute('href', '/admin?tab=settings&panel=platformSettings');
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

test('the admin adds a sandbox SMS provider: write-only token, last four, webhook URL', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = `Sandbox SMS ${Date.now()}`;
  await openSignedIn(
    page,
    demo.admin.email,
    demo.admin.password,
    '/admin?tab=management&panel=recovery',
  );
  await page.getByRole('tab', { name: 'Providers' }).click();
  await expect(page).toHaveURL(/section=providers/);
  const sms = page.getByRole('region', { name: 'SMS providers' });
  // The server adds each channel's sandbox, the default, on the first visit.
  await expect(sms.getByTestId('messaging-provider-row').first()).toContainText('Default');

  await sms.getByRole('button', { name: 'New SMS provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'New messaging provider' });
  await expect(dialog.getByRole('combobox', { name: 'Channel' })).toHaveValue('sms');
  await expect(dialog.getByRole('combobox', { name: 'Provider' })).toHaveValue('sandbox');
  // Twilio needs its settings and one token; the sandbox none but an optional secret.
  await dialog.getByRole('combobox', { name: 'Provider' }).selectOption('twilio');
  await expect(dialog.getByRole('textbox', { name: 'Account SID' })).toBeVisible();
  await expect(dialog.getByLabel('Auth token')).toBeVisible();
  await dialog.getByRole('combobox', { name: 'Provider' }).selectOption('sandbox');
  await dialog.getByRole('button', { name: 'Save provider' }).click();
  await expect(dialog.getByText('This field is required.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByLabel('Webhook secret (optional)').fill('whsec_e2e_abcd1234');
  await dialog.getByRole('button', { name: 'Save provider' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(`${name} saved.`)).toBeVisible();

  const row = sms.getByTestId('messaging-provider-row').filter({ hasText: name });
  await expect(row).toContainText('••••1234');
  await expect(row).toContainText('Active');
  const webhook = await row.getByTestId('messaging-webhook-url').innerText();
  expect(webhook).toMatch(/\/hooks\/messaging\/[0-9a-f-]{36}$/);
  await row.getByRole('button', { name: 'Copy webhook URL' }).click();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(webhook);

  // Editing shows what is stored by its last four only, and the URL to paste in the console.
  await row.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit ${name}` });
  await expect(edit.getByText('••••1234').first()).toBeVisible();
  await expect(edit.getByLabel('Webhook secret (optional)')).toHaveValue('');
  await expect(edit.getByTestId('messaging-webhook-url')).toHaveText(webhook);
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();
  expect(await seriousViolations(page)).toEqual([]);
});
