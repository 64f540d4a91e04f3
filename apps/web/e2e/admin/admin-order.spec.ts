import { apiToken, bearer, demo, logIn } from '../support/accounts.ts';
import { brl, createProduct, payByCard } from '../support/checkout.ts';
import { expect, test } from '../support/test.ts';

test('the admin opens a demo order from the movements, sees its attempts and balanced postings, and refunds part', async ({
  page,
  request,
}) => {
  const sellerToken = await apiToken(request, demo.seller.email, demo.seller.password);
  const product = await createProduct(request, sellerToken);
  const charge = await payByCard(request, product.id, 3);
  expect(charge.status).toBe('paid');
  const short = charge.id.slice(0, 8);

  await logIn(page, demo.admin.email, demo.admin.password);
  // Reached from the financial movements: the sale's postings link to their order.
  await page.goto('/admin?tab=management&panel=financialMovements');
  await page
    .getByRole('link', { name: `Open order ${short.toUpperCase()}` })
    .first()
    .click();
  await expect(page).toHaveURL(new RegExp(`/admin-order\\?id=${charge.id}$`));
  await expect(page.getByRole('heading', { name: `Order ${short}`, level: 1 })).toBeVisible();

  const summary = page.getByRole('region', { name: 'Summary' });
  await expect(summary).toContainText('Paid');
  await expect(summary).toContainText('Card · 3x');
  await expect(summary.getByRole('link', { name: 'Ana' })).toHaveAttribute(
    'href',
    /panel=users&user=/,
  );
  const fees = page.getByRole('region', { name: 'Fee breakdown' });
  await expect(fees).toContainText(brl(product.price));
  await expect(fees).toContainText(brl(charge.buyerTotal));
  await expect(fees).toContainText('Platform revenue');

  const attempts = page.getByRole('table', { name: 'Acquirer attempts' });
  await expect(attempts.locator('tbody tr')).toHaveCount(1);
  await expect(attempts.locator('tbody tr').first()).toContainText('Sandbox');
  await expect(attempts.locator('tbody tr').first()).toContainText('Approved');

  // The sale posting: the acquirer owes the buyer's total, split between seller and platform.
  const postings = page.getByRole('region', { name: 'Ledger postings' });
  await expect(postings.getByText('Balanced')).toBeVisible();
  await expect(postings.getByText(`sale:${charge.id}`)).toBeVisible();
  const debits = postings.getByTestId('postings-debits');
  const credits = postings.getByTestId('postings-credits');
  await expect(debits).not.toHaveText('');
  expect(await debits.textContent()).toBe(await credits.textContent());
  const api = await (
    await request.get(`/web/admin/orders/${charge.id}`, {
      headers: bearer(await apiToken(request, demo.admin.email, demo.admin.password)),
    })
  ).json();
  const entries = api.postings as { amount: number }[];
  expect(entries.reduce((sum, p) => sum + p.amount, 0)).toBe(0);
  const debitTotal = entries.filter((p) => p.amount < 0).reduce((sum, p) => sum - p.amount, 0);
  await expect(debits).toHaveText(brl(debitTotal));
  await expect(postings.getByRole('row')).toHaveCount(1 + 1 + entries.length + 1);

  // A partial refund by the admin adds its own balanced posting.
  await page.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refund order' });
  await expect(
    dialog.getByText(`Up to ${brl(charge.buyerTotal)} can still be refunded.`),
  ).toBeVisible();
  await dialog.getByText('Partial', { exact: true }).click();
  await dialog.getByLabel('Amount to refund').fill('10,00');
  await dialog.getByRole('button', { name: 'Refund' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Refund done.')).toBeVisible();
  await expect(fees).toContainText(brl(1000));
  // Postings of a refund carry the refund's own id, so a retried refund never posts twice.
  await expect(postings.getByText(/^refund:[0-9a-f-]{36}$/)).toBeVisible();
  await expect(postings.getByText('Balanced')).toBeVisible();
  expect(await debits.textContent()).toBe(await credits.textContent());

  // Any order can be opened by its id.
  await page.goto('/admin-order');
  await expect(page.getByText('Open an order by its id')).toBeVisible();
  const field = page.getByLabel('Order id');
  await field.fill(short);
  await page.getByRole('button', { name: 'Open order', exact: true }).click();
  await expect(page.getByText('Enter a complete order id')).toBeVisible();
  await field.fill(` ${charge.id.toUpperCase()} `);
  await page.getByRole('button', { name: 'Open order', exact: true }).click();
  await expect(page.getByRole('heading', { name: `Order ${short}`, level: 1 })).toBeVisible();
  await field.fill('00000000-0000-4000-8000-000000000000');
  await page.getByRole('button', { name: 'Open order', exact: true }).click();
  await expect(page.getByRole('alert')).toContainText("We couldn't load this order.");
});
