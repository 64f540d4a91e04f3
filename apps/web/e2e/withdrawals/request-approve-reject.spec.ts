import type { Browser, Page } from '@playwright/test';
import { formatBRL } from '@repasse/core/money/cents';
import { demo, openSignedIn } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';
import { demoSellerApi } from '../support/withdrawals.ts';

const brl = (cents: number) => formatBRL(cents, 'en');
const pixKey = 'ana.recebe@example.com';

async function adminPage(browser: Browser) {
  const page = await (await browser.newContext()).newPage();
  await openSignedIn(
    page,
    demo.admin.email,
    demo.admin.password,
    '/admin?tab=management&panel=withdrawals',
  );
  await expect(page.getByRole('heading', { name: 'Withdrawals' })).toBeVisible();
  return page;
}

/** Opens the admin drawer of the pending withdrawal of `amount`. */
async function openPending(admin: Page, amount: number) {
  await admin.goto('/admin?tab=management&panel=withdrawals');
  await admin
    .getByRole('button', {
      name: new RegExp(
        `^Open the withdrawal of ${brl(amount).replace('$', '\\$')} by ${demo.seller.email}`,
      ),
    })
    .click();
  const drawer = admin.getByRole('dialog', { name: 'Withdrawal' });
  await expect(drawer.getByTestId('admin-withdrawal-status')).toHaveText('Pending');
  return drawer;
}

async function requestInForm(page: Page, amount: string) {
  const form = page.getByRole('form', { name: 'Request a withdrawal' });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm withdrawal' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('a seller withdraws, the admin approves, the sandbox pays; a second request is rejected and the money comes back', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(150_000);
  const api = await demoSellerApi(request);
  await api.setPixKey(pixKey);
  const context = await api.context();
  expect(context.canRequest).toBe(true);
  const first = 10_000;
  const second = 6_000;
  // Pix demo sales are available at once; both requests must fit.
  expect(context.available).toBeGreaterThanOrEqual(first + second);
  const before = await api.balance();

  await openSignedIn(page, demo.seller.email, demo.seller.password, '/financial');
  const available = page.getByRole('region', { name: 'Available', exact: true });
  await expect(available).toContainText(brl(before.available));
  const form = page.getByRole('form', { name: 'Request a withdrawal' });
  await expect(form.getByTestId('withdrawal-pix-key')).toHaveText(pixKey);
  // Other specs may have left withdrawals of their own: this one counts only its own.
  const earlier = new Set((await api.withdrawals()).map((w) => w.id));
  const mine = async () => (await api.withdrawals()).filter((w) => !earlier.has(w.id));

  // The platform's limits are checked as the seller types, with the server's own rules.
  const amount = form.getByRole('textbox', { name: 'Amount' });
  await form.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(form.getByText('Enter an amount.')).toBeVisible();
  await expect(amount).toBeFocused();
  await amount.fill('49.99');
  await expect(form.getByText('The minimum withdrawal is R$50.00.')).toBeVisible();
  await amount.fill(String((context.available + 1) / 100));
  await expect(form.getByText(/more than your available balance/)).toBeVisible();

  // R$ 100.00: the fee and what arrives, live; then one confirmation, however many clicks.
  const dialog = await requestInForm(page, '100.00');
  await expect(form.getByTestId('withdrawal-fee')).toHaveText(`−${brl(context.withdrawalFee)}`);
  await expect(form.getByTestId('withdrawal-payout')).toHaveText(
    brl(first - context.withdrawalFee),
  );
  await expect(dialog).toContainText(brl(first - context.withdrawalFee));
  await expect(dialog).toContainText(pixKey);
  await dialog.getByRole('button', { name: 'Confirm withdrawal' }).dblclick();
  await expect(page.getByText('Withdrawal requested successfully!')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(available).toContainText(brl(before.available - first));
  const afterFirst = await mine();
  expect(afterFirst).toHaveLength(1);
  expect(afterFirst[0]).toMatchObject({ amount: first, status: 'pending', pixKey });

  const history = page.getByRole('table', { name: 'Withdrawals' });
  const firstRow = history.getByRole('row').filter({ hasText: brl(first) });
  await expect(firstRow).toContainText('Pending');

  // The admin approves it from the queue.
  const admin = await adminPage(browser);
  const drawer = await openPending(admin, first);
  await expect(drawer).toContainText(demo.seller.email);
  await expect(drawer).toContainText(pixKey);
  await drawer.getByRole('button', { name: 'Approve' }).click();
  await admin
    .getByRole('dialog', { name: 'Approve this withdrawal?' })
    .getByRole('button', { name: 'Approve and pay out' })
    .click();
  await expect(
    admin.getByText('Withdrawal approved and sent to the payout provider.'),
  ).toBeVisible();
  await expect(drawer.getByTestId('admin-withdrawal-status')).not.toHaveText('Pending');

  // The sandbox BaaS pays it a few seconds later, through its webhook.
  await expect
    .poll(async () => (await mine())[0]?.status, { timeout: 60_000, intervals: [1_000] })
    .toBe('completed');
  await page.reload();
  await expect(firstRow).toContainText('Completed');
  await firstRow.getByRole('button', { name: /Open the withdrawal of R\$100\.00/ }).click();
  const detail = page.getByRole('dialog', { name: 'Withdrawal' });
  await expect(detail.getByTestId('withdrawal-detail-status')).toHaveText('Completed');
  await expect(detail.getByTestId('timeline-event')).toHaveText([
    /Pending.*by you/,
    /Approved.*by the Repasse team/,
    /Processing/,
    /Completed.*by the payment provider/,
  ]);
  await detail.getByRole('button', { name: 'Close' }).click();

  // A second request, rejected with a reason: the seller reads it and the money is back.
  const beforeSecond = await api.balance();
  const secondDialog = await requestInForm(page, '60.00');
  await secondDialog.getByRole('button', { name: 'Confirm withdrawal' }).click();
  await expect(page.getByText('Withdrawal requested successfully!').first()).toBeVisible();
  await expect(available).toContainText(brl(beforeSecond.available - second));

  const secondDrawer = await openPending(admin, second);
  await secondDrawer.getByRole('button', { name: 'Reject' }).click();
  const reject = admin.getByRole('dialog', { name: 'Reject this withdrawal' });
  await reject.getByRole('button', { name: 'Reject withdrawal' }).click();
  await expect(reject.getByText('This field is required.')).toBeVisible();
  const reason = 'Chave Pix em nome de outra pessoa.';
  await reject.getByRole('textbox', { name: 'Reason' }).fill(reason);
  await reject.getByRole('button', { name: 'Reject withdrawal' }).click();
  await expect(admin.getByText(/Withdrawal rejected; the amount is back/)).toBeVisible();
  await expect(secondDrawer.getByTestId('admin-withdrawal-status')).toHaveText('Rejected');

  await page.reload();
  const rejectedRow = history.getByRole('row').filter({ hasText: brl(second) });
  await expect(rejectedRow).toContainText('Rejected');
  await expect(rejectedRow).toContainText(reason);
  await expect(available).toContainText(brl(beforeSecond.available));
  expect((await api.balance()).available).toBe(beforeSecond.available);

  // Filters: only the rejected one.
  await page.getByLabel('Status').selectOption('rejected');
  await expect(history.locator('tbody tr')).toHaveCount(
    (await api.withdrawals()).filter((w) => w.status === 'rejected').length,
  );
  await expect(history).not.toContainText('Completed');
  await rejectedRow.getByRole('button', { name: /Open the withdrawal/ }).click();
  await expect(detail.getByTestId('timeline-event')).toHaveText([
    /Pending.*by you/,
    new RegExp(`Rejected.*by the Repasse team.*${reason}`),
  ]);
  await admin.context().close();
});
