import type { RecoveryBalanceResponse } from '@repasse/core/contract/recovery';
import { formatBRL } from '@repasse/core/money/cents';
import { apiToken, bearer, demo, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

const brl = (cents: number) => formatBRL(cents, 'en');

test('the seller tops up the recovery balance by Pix, and watches an unpaid Pix code expire', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Light until the header's toggle says otherwise (the toggle's choice then survives navigation).
  await page.addInitScript(() => {
    if (!localStorage.getItem('theme')) localStorage.setItem('theme', 'light');
  });
  const headers = bearer(await apiToken(request, demo.seller.email, demo.seller.password));
  const before = (await (
    await request.get('/web/recovery/balance', { headers })
  ).json()) as RecoveryBalanceResponse;

  await logIn(page, demo.seller.email, demo.seller.password);
  await page.getByRole('navigation').getByRole('link', { name: 'Recovery' }).click();
  await expect(page).toHaveURL(/\/recovery$/);
  const card = page.getByRole('region', { name: 'Recovery balance' });
  await expect(card.getByTestId('recovery-balance')).toHaveText(brl(before.balance));
  await expect(card.getByTestId('recovery-price-sms')).toContainText(
    `${brl(before.prices.sms)} per message`,
  );
  // The history is the last of the screen's tabs.
  await page.getByRole('tab', { name: 'Top-ups' }).click();
  await expect(page.getByRole('region', { name: 'Top-ups' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Loading' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // R$ 50,00 in the dark theme: the four stages, the sandbox paying the live Pix by itself.
  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await card.getByRole('button', { name: 'Top up' }).click();
  const dialog = page.getByRole('dialog', { name: 'Top up the recovery balance' });
  const amount = dialog.getByRole('textbox', { name: 'Amount' });
  await expect(amount).toBeFocused();
  await expect(dialog.getByText(`From ${brl(before.topUpMinimum)}`)).toBeVisible();
  // The platform's limits are checked as the server does; the keyboard is enough.
  await amount.fill(String((before.topUpMinimum - 1) / 100));
  await amount.press('Enter');
  await expect(
    dialog.getByText(`The minimum top-up is ${brl(before.topUpMinimum)}.`),
  ).toBeVisible();
  await amount.fill('50.00');
  await amount.press('Enter');
  await expect(dialog.getByRole('heading', { name: `Pay ${brl(5_000)} by Pix` })).toBeFocused();
  await expect(dialog.getByRole('img', { name: 'Pix QR code' })).toBeVisible();
  const code = dialog.getByRole('textbox', { name: 'Pix copy-and-paste code' });
  await expect(code).toHaveValue(/^000201/);
  await expect(dialog.getByRole('timer')).toContainText('Expires in');
  await dialog.getByRole('button', { name: 'Copy code' }).click();
  await expect(dialog.getByRole('button', { name: 'Copied' })).toBeVisible();
  await expect(dialog.getByTestId('pix-copy-message')).toHaveText(/Code copied/);
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await code.inputValue());
  // A browser that refuses the clipboard: the seller is told to copy the code by hand.
  await page.evaluate(() => {
    navigator.clipboard.writeText = () => Promise.reject(new DOMException('', 'NotAllowedError'));
  });
  await dialog.getByRole('button', { name: 'Copied' }).click();
  await expect(dialog.getByTestId('pix-copy-message')).toHaveText(/couldn't copy the code/);
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: "I've paid" }).click();
  await expect(dialog.getByRole('heading', { name: 'Waiting for payment' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'Payment confirmed' })).toBeVisible({
    timeout: 20_000,
  });
  await expect(dialog.getByTestId('top-up-new-balance')).toHaveText(brl(before.balance + 5_000));
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByTestId('recovery-balance')).toHaveText(brl(before.balance + 5_000));
  const latest = page.getByRole('table', { name: 'Top-ups' }).getByTestId('top-up-row').first();
  await expect(latest).toContainText(brl(5_000));
  await expect(latest).toContainText('Paid');

  // R$ 20,13: the sandbox's Pix that expires after 3 seconds unpaid.
  await card.getByRole('button', { name: 'Top up' }).click();
  await dialog.getByRole('textbox', { name: 'Amount' }).fill('20.13');
  await dialog.getByRole('button', { name: 'Generate Pix code' }).click();
  await expect(dialog.getByRole('img', { name: 'Pix QR code' })).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'The Pix code expired' })).toBeVisible();
  await expect(dialog.getByRole('alert')).toContainText(`The code for ${brl(2_013)} was not paid`);
  await expect(dialog.getByRole('button', { name: 'Generate a new code' })).toBeVisible();
  expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
});
