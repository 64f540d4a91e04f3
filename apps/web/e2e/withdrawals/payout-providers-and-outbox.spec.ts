import type { Page } from '@playwright/test';
import type { PayoutProvider } from '@repasse/core/contract/payout-providers';
import { apiToken, bearer, demo, logIn, openSignedIn } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';
import { demoSellerApi } from '../support/withdrawals.ts';

async function openProviders(page: Page) {
  await page.goto('/admin?tab=settings&panel=payoutProviders');
  await expect(page.getByRole('heading', { name: 'BaaS providers' })).toBeVisible();
}

test('the admin adds a BaaS provider, edits it without ever seeing its tokens, and makes it the default', async ({
  page,
  request,
}) => {
  const headers = bearer(await apiToken(request, demo.admin.email, demo.admin.password));
  const providers = async () =>
    (
      (await (await request.get('/web/admin/payout-providers', { headers })).json()) as {
        items: PayoutProvider[];
      }
    ).items;
  const apiKey = 'aact_prod_000123456789ABCD';
  const webhookToken = 'whk-token-9876';

  await logIn(page, demo.admin.email, demo.admin.password);
  await openProviders(page);
  const table = page.getByRole('table', { name: 'BaaS providers' });
  await expect(table.getByRole('row', { name: /Sandbox/ })).toContainText('Default');

  await page.getByRole('button', { name: 'New provider' }).click();
  const dialog = page.getByRole('dialog', { name: 'New BaaS provider' });
  await dialog.getByRole('button', { name: 'Save provider' }).click();
  await expect(dialog.getByText('This field is required.').first()).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Asaas produção');
  await dialog.getByLabel('Kind').selectOption('asaas');
  await dialog.getByRole('textbox', { name: 'API URL' }).fill('ftp://asaas');
  await dialog.getByLabel('Token 1: API key').fill(apiKey);
  await dialog.getByLabel('Token 2: webhook authentication token').fill(webhookToken);
  await dialog.getByRole('textbox', { name: 'Fixed fee' }).fill('1.99');
  await dialog.getByRole('textbox', { name: 'Percentage fee' }).fill('0,5');
  await dialog.getByRole('button', { name: 'Save provider' }).click();
  await expect(dialog.getByText('Enter an http(s) URL.')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'API URL' }).fill('https://sandbox.asaas.com/api/v3');
  await dialog.getByRole('button', { name: 'Save provider' }).click();
  await expect(page.getByText('Asaas produção saved.')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = table.getByRole('row', { name: /Asaas produção/ });
  await expect(row).toContainText('••••ABCD · ••••9876');
  await expect(row).toContainText('R$1.99 + 0.5%');
  await expect(row).toContainText('Active');
  let created = (await providers()).find((p) => p.name === 'Asaas produção');
  expect(created).toMatchObject({
    kind: 'asaas',
    apiUrl: 'https://sandbox.asaas.com/api/v3',
    tokens: ['••••ABCD', '••••9876', null],
    fixedFee: 199,
    percentageFee: '0.5',
    isDefault: false,
  });
  expect(JSON.stringify(created)).not.toContain(apiKey);

  // Edit: empty token fields keep what is stored; "remove" erases it.
  await row.getByRole('button', { name: 'Edit Asaas produção' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Asaas produção' });
  const firstToken = edit.getByLabel('Token 1: API key');
  await expect(firstToken).toHaveValue('');
  await expect(edit.getByText('Stored: ••••ABCD. Leave empty to keep it.')).toBeVisible();
  await edit.getByRole('checkbox', { name: 'Remove stored token 2' }).check();
  await edit.getByRole('textbox', { name: 'Fixed fee' }).fill('2.50');
  await edit.getByRole('button', { name: 'Save provider' }).click();
  // The notice of the first save may still be on screen: the newest one is this save's.
  await expect(page.getByText('Asaas produção saved.').last()).toBeVisible();
  await expect(row).toContainText('R$2.50 + 0.5%');
  await expect(row).not.toContainText('9876');
  created = (await providers()).find((p) => p.name === 'Asaas produção');
  expect(created).toMatchObject({ tokens: ['••••ABCD', null, null], fixedFee: 250 });

  // Switched off, it reopens off and saves as it is; switched on again, it is active.
  await row.getByRole('button', { name: 'Edit Asaas produção' }).click();
  const active = edit.getByRole('switch', { name: 'Active' });
  await expect(active).toBeChecked();
  await active.uncheck();
  await edit.getByRole('button', { name: 'Save provider' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Inactive');
  expect((await providers()).find((p) => p.name === 'Asaas produção')?.active).toBe(false);
  await row.getByRole('button', { name: 'Edit Asaas produção' }).click();
  await expect(active).not.toBeChecked();
  await edit.getByRole('textbox', { name: 'Fixed fee' }).fill('2.75');
  await edit.getByRole('button', { name: 'Save provider' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('R$2.75 + 0.5%');
  expect((await providers()).find((p) => p.name === 'Asaas produção')?.active).toBe(false);
  await row.getByRole('button', { name: 'Edit Asaas produção' }).click();
  await active.check();
  await edit.getByRole('button', { name: 'Save provider' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Active');
  expect((await providers()).find((p) => p.name === 'Asaas produção')?.active).toBe(true);

  // The default: the new one, then the sandbox again (the other specs pay out through it).
  await row.getByRole('button', { name: 'Make default: Asaas produção' }).click();
  await page
    .getByRole('dialog', { name: 'Change the default provider?' })
    .getByRole('button', { name: 'Make default' })
    .click();
  await expect(page.getByText('Asaas produção is now the default provider.')).toBeVisible();
  await expect(row).toContainText('Default');
  await row.getByRole('button', { name: 'Edit Asaas produção' }).click();
  await expect(edit.getByRole('switch', { name: 'Active' })).toBeDisabled();
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await table.getByRole('button', { name: /^Make default: Sandbox/ }).click();
  await page
    .getByRole('dialog', { name: 'Change the default provider?' })
    .getByRole('button', { name: 'Make default' })
    .click();
  await expect(table.getByRole('row', { name: /Sandbox/ })).toContainText('Default');
  expect((await providers()).find((p) => p.isDefault)?.kind).toBe('sandbox');
});

test('the admin reads the rejection email the seller was sent', async ({ page, request }) => {
  const seller = await demoSellerApi(request);
  await seller.setPixKey('ana.recebe@example.com');
  const withdrawal = await seller.request(5_500);
  const adminHeaders = bearer(await apiToken(request, demo.admin.email, demo.admin.password));
  const reason = 'Documento de titularidade da conta pendente.';
  const rejected = await request.post(`/web/admin/withdrawals/${withdrawal.id}/reject`, {
    headers: adminHeaders,
    data: { reason },
  });
  expect(rejected.status()).toBe(200);

  await openSignedIn(page, demo.admin.email, demo.admin.password, '/admin?tab=management');
  await page.getByRole('button', { name: 'Email outbox' }).click();
  const table = page.getByRole('table', { name: 'Emails' });
  const row = table.getByRole('row', { name: /Withdrawal rejected/ }).first();
  await expect(row).toContainText(demo.seller.email);
  await row.getByRole('button', { name: /^Preview/ }).click();
  const preview = page.getByRole('dialog');
  await expect(preview.frameLocator('iframe').locator('body')).toContainText(reason);
  await preview.getByText('Plain text').click();
  await expect(preview.getByTestId('email-text')).toContainText(reason);
});
