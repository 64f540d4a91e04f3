import { demo, openSignedIn } from '../support/accounts.ts';
import { axeInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { demoSellerApi } from '../support/withdrawals.ts';

/** `skipFrames`: axe cannot run inside the sandboxed (script-less) email preview frame. */

test('/financial: the withdrawal form, its confirmation, history and timeline', async ({
  page,
  request,
}) => {
  const api = await demoSellerApi(request);
  await api.setPixKey('ana.recebe@example.com');
  await api.request(5_100);
  await openSignedIn(page, demo.seller.email, demo.seller.password, '/financial');
  const form = page.getByRole('form', { name: 'Request a withdrawal' });
  await expect(form.getByTestId('withdrawal-pix-key')).toBeVisible();
  await expect(page.getByRole('table', { name: 'Withdrawals' })).toBeVisible();
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByText('Enter an amount.')).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await form.getByRole('textbox', { name: 'Amount' }).fill('52.00');
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await expect(dialog).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();

  await page
    .getByRole('button', { name: /Open the withdrawal of R\$51\.00/ })
    .first()
    .click();
  await expect(page.getByTestId('timeline-event').first()).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
});

test('the withdrawals, BaaS providers and email outbox panels', async ({ page, request }) => {
  test.setTimeout(120_000);
  const api = await demoSellerApi(request);
  await api.setPixKey('ana.recebe@example.com');
  await api.request(5_200);
  await openSignedIn(
    page,
    demo.admin.email,
    demo.admin.password,
    '/admin?tab=management&panel=withdrawals',
  );
  await expect(page.getByRole('table', { name: 'Withdrawals' })).toBeVisible();
  await page
    .getByRole('checkbox', { name: /Select the withdrawal of R\$52\.00/ })
    .first()
    .check();
  await expect(page.getByRole('button', { name: 'Approve selected' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page
    .getByRole('button', { name: /Open the withdrawal of R\$52\.00/ })
    .first()
    .click();
  const drawer = page.getByRole('dialog', { name: 'Withdrawal' });
  await expect(drawer.getByTestId('timeline-event').first()).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await drawer.getByRole('button', { name: 'Reject' }).click();
  const reject = page.getByRole('dialog', { name: 'Reject this withdrawal' });
  await reject.getByRole('button', { name: 'Reject withdrawal' }).click();
  await expect(reject.getByText('This field is required.')).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  // Rejected, so the outbox below has an email to preview.
  await reject.getByRole('textbox', { name: 'Reason' }).fill('Conta de destino divergente.');
  await reject.getByRole('button', { name: 'Reject withdrawal' }).click();
  await expect(drawer.getByTestId('admin-withdrawal-status')).toHaveText('Rejected');

  await page.goto('/admin?tab=settings&panel=payoutProviders');
  await expect(page.getByRole('table', { name: 'BaaS providers' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page.getByRole('button', { name: 'New provider' }).click();
  const providerDialog = page.getByRole('dialog', { name: 'New BaaS provider' });
  await providerDialog.getByRole('button', { name: 'Save provider' }).click();
  await expect(providerDialog.getByText('This field is required.').first()).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);

  await page.goto('/admin?tab=management&panel=emailOutbox');
  await expect(page.getByRole('table', { name: 'Emails' })).toBeVisible();
  expect(await axeInBothThemes(page)).toEqual([]);
  await page
    .getByRole('button', { name: /^Preview/ })
    .first()
    .click();
  await expect(page.getByRole('dialog').locator('iframe')).toBeVisible();
  expect(await axeInBothThemes(page, { exclude: 'iframe' })).toEqual([]);
});
