import { demo, openSignedIn, registerSeller } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';
import { demoSellerApi } from '../support/withdrawals.ts';

test('no request while documents are not approved, nor while an admin acts as the seller', async ({
  page,
  request,
}) => {
  const seller = await registerSeller(request, 'Fabio Semdocs Lima');
  await openSignedIn(page, seller.email, seller.password, '/financial');
  const form = page.getByRole('form', { name: 'Request a withdrawal' });
  await expect(form.getByText('Documents not approved yet')).toBeVisible();
  await expect(form.getByRole('link', { name: 'Check your documents' })).toHaveAttribute(
    'href',
    '/validation',
  );
  await expect(form.getByRole('link', { name: 'Set a Pix key' })).toHaveAttribute(
    'href',
    '/settings',
  );
  await expect(form.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();

  // An administrator acting as the demo seller sees why, and cannot send one either.
  await page.evaluate(() => localStorage.clear());
  await openSignedIn(
    page,
    demo.admin.email,
    demo.admin.password,
    '/admin?tab=management&panel=users',
  );
  await page.getByRole('searchbox', { name: 'Search' }).fill(demo.seller.email);
  await page.getByRole('button', { name: `Open details of ${demo.seller.email}` }).click();
  await page
    .getByRole('dialog', { name: 'User details' })
    .getByRole('button', { name: 'Act as this seller' })
    .click();
  await page
    .getByRole('dialog', { name: 'Act as this seller?' })
    .getByRole('button', { name: 'Act as seller' })
    .click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/financial');
  await expect(form.getByText('Not available while acting as this seller')).toBeVisible();
  await expect(form.getByRole('textbox', { name: 'Amount' })).toBeDisabled();
  await expect(form.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
});

test('the admin approves several pending withdrawals at once', async ({ page, request }) => {
  const seller = await demoSellerApi(request);
  await seller.setPixKey('ana.recebe@example.com');
  const a = await seller.request(5_400);
  const b = await seller.request(5_600);

  await openSignedIn(
    page,
    demo.admin.email,
    demo.admin.password,
    '/admin?tab=management&panel=withdrawals',
  );
  for (const amount of ['R$54.00', 'R$56.00']) {
    await page
      .getByRole('checkbox', { name: `Select the withdrawal of ${amount} by ${demo.seller.email}` })
      .check();
  }
  await expect(page.getByText('2 selected · R$110.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve selected' }).click();
  const dialog = page.getByRole('dialog', { name: 'Approve the selected withdrawals?' });
  await expect(dialog).toContainText('2 withdrawals, R$110.00 in all');
  await dialog.getByRole('button', { name: 'Approve selected' }).click();
  await expect(page.getByText('2 withdrawals approved.')).toBeVisible();
  // The queue shows pending ones only: both are gone from it.
  await expect(page.getByRole('checkbox', { name: /R\$54\.00|R\$56\.00/ })).toHaveCount(0);
  const statuses = (await seller.withdrawals())
    .filter((w) => w.id === a.id || w.id === b.id)
    .map((w) => w.status);
  expect(statuses).toHaveLength(2);
  expect(statuses).not.toContain('pending');
});
