import type { Browser } from '@playwright/test';
import type { Product } from '@repasse/core/contract/products';
import {
  apiToken,
  bearer,
  demo,
  logIn,
  openSignedIn,
  registerSeller,
} from '../support/accounts.ts';
import { axeInBothThemes, seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';
import { demoSellerApi } from '../support/withdrawals.ts';

const allOpen = { withdrawalsPaused: false, salesPaused: false, registrationsPaused: false };

async function signedIn(browser: Browser, email: string, password: string, landing?: RegExp) {
  const page = await (await browser.newContext()).newPage();
  await logIn(page, email, password, landing);
  return page;
}

test('an admin takes a product off sale and puts it back; a super-admin pauses withdrawals; the audit log shows who did it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  const superAdmin = bearer(await apiToken(request, demo.admin.email, demo.admin.password));
  const reset = () =>
    request.put('/web/admin/platform-switches', { headers: superAdmin, data: allOpen });
  expect((await reset()).status()).toBe(200);

  // A seller with a product on sale, and an administrator who is not a super-admin.
  const seller = await registerSeller(request, 'Carla Produtos Lima');
  const sellerHeaders = bearer(await apiToken(request, seller.email, seller.password));
  const productName = `Curso de Cerâmica ${Date.now()}`;
  const created = await request.post('/web/products', {
    headers: sellerHeaders,
    data: { name: productName, price: 19_900, methods: ['pix', 'card'], maxInstalments: 3 },
  });
  expect(created.status()).toBe(201);
  const product = (await created.json()) as Product;
  const officer = await registerSeller(request, 'Otto Moderador Reis');
  const promoted = await request.put(`/web/admin/users/${officer.id}/role`, {
    headers: superAdmin,
    data: { role: 'admin' },
  });
  expect(promoted.status()).toBe(200);
  const buyer = await (await browser.newContext()).newPage();
  await buyer.goto(`/checkout/${product.id}`);
  await expect(buyer.getByRole('heading', { name: productName })).toBeVisible();

  try {
    // The admin finds the product by its seller's email.
    await openSignedIn(page, officer.email, officer.password, '/admin?tab=management');
    await page.getByRole('button', { name: 'Products' }).click();
    await expect(page.getByRole('heading', { name: 'Products', level: 2 })).toBeVisible();
    const table = page.getByRole('table', { name: 'Products' });
    const searched = page.waitForResponse(
      (response) =>
        response.url().includes('/web/admin/products') &&
        response.url().includes(`search=${encodeURIComponent(seller.email)}`),
    );
    await page.getByRole('searchbox', { name: 'Search' }).fill(seller.email);
    await searched;
    const rows = table.getByTestId('admin-product-row');
    await expect(rows).toHaveCount(1);
    const row = rows.filter({ hasText: productName });
    await expect(row).toContainText('R$199.00');
    await expect(row).toContainText('On sale');
    await expect(row).toContainText(seller.email);
    await expect(row.getByRole('link', { name: 'Loja da Bruna' })).toHaveAttribute(
      'href',
      `/admin?tab=management&panel=users&user=${seller.id}`,
    );
    await expect(
      row.getByRole('link', { name: `Open checkout of ${productName} in a new tab` }),
    ).toHaveAttribute('href', product.checkoutUrl);
    // The status filter: on sale keeps it, off sale leaves nothing.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('false');
    await expect(table.getByText('No product matches these filters')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('');
    await expect(row).toBeVisible();
    await page.getByRole('searchbox', { name: 'Search' }).fill(seller.email);
    await expect(table.getByTestId('admin-product-row')).toHaveCount(1);
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await axeInBothThemes(page)).toEqual([]);

    // Taking it off sale needs a reason.
    await row.getByRole('button', { name: `Take off sale: ${productName}` }).click();
    const takeOff = page.getByRole('dialog', { name: 'Take this product off sale?' });
    await takeOff.getByRole('button', { name: 'Take off sale' }).click();
    await expect(takeOff.getByText('This field is required.')).toBeVisible();
    const reason = 'Sells copies of a course it has no rights to.';
    await takeOff.getByRole('textbox', { name: 'Reason' }).fill(reason);
    expect(await seriousViolations(page, { include: '[role="dialog"]' })).toEqual([]);
    await takeOff.getByRole('button', { name: 'Take off sale' }).click();
    await expect(takeOff).toBeHidden();
    await expect(page.getByText(`${productName} was taken off sale.`)).toBeVisible();
    await expect(row).toContainText('Taken off sale by Repasse');
    await expect(row).toContainText(`Reason: ${reason}`);

    // Its checkout no longer opens, from the admin's link as from the buyer's.
    const opening = page.context().waitForEvent('page');
    await row.getByRole('link', { name: `Open checkout of ${productName} in a new tab` }).click();
    const tab = await opening;
    await expect(tab.getByText('This product is not available.')).toBeVisible();
    await tab.close();
    await buyer.reload();
    await expect(buyer.getByText('This product is not available.')).toBeVisible();

    // The seller reads why, and cannot put it back on sale.
    const sellerPage = await signedIn(
      browser,
      seller.email,
      seller.password,
      /\/(validation|dashboard)$/,
    );
    await sellerPage.goto('/integrations?tab=products');
    const sellerRow = sellerPage
      .getByRole('table', { name: 'Products' })
      .locator('tbody tr')
      .filter({ hasText: productName });
    await expect(sellerRow).toContainText('Taken off sale by Repasse');
    await expect(sellerRow).toContainText(`Reason: ${reason}`);
    await sellerRow.getByRole('button', { name: `Edit ${productName}` }).click();
    const edit = sellerPage.getByRole('dialog', { name: 'Edit product' });
    await expect(edit.getByTestId('product-blocked-notice')).toContainText(reason);
    const active = edit.getByRole('switch', { name: 'Active' });
    await active.focus();
    await sellerPage.keyboard.press('Space');
    await expect(active).toBeChecked();
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(
      edit.getByText(
        'This product was taken off sale by our team; only they can put it back on sale.',
      ),
    ).toBeVisible();
    await expect(edit).toBeVisible();
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(sellerRow).toContainText('Taken off sale by Repasse');

    // The admin puts it back on sale: the checkout opens again.
    await row.getByRole('button', { name: `Put back on sale: ${productName}` }).click();
    const putBack = page.getByRole('dialog', { name: 'Put this product back on sale?' });
    await putBack.getByRole('button', { name: 'Put back on sale' }).click();
    await expect(putBack).toBeHidden();
    await expect(row).toContainText('On sale');
    await expect(row).not.toContainText('Taken off sale');
    await buyer.reload();
    await expect(buyer.getByRole('heading', { name: productName })).toBeVisible();
    await sellerPage.reload();
    await expect(sellerRow).toContainText('Active');
    await sellerPage.context().close();

    // The super-admin pauses new withdrawals, after a dialog that says what that does.
    const boss = await signedIn(browser, demo.admin.email, demo.admin.password);
    await boss.goto('/admin?tab=superAdmin');
    await boss.getByRole('button', { name: 'Platform switches' }).click();
    await expect(boss.getByRole('heading', { name: 'Platform switches', level: 2 })).toBeVisible();
    const withdrawalsSwitch = boss.getByRole('switch', { name: 'Pause new withdrawals' });
    await expect(withdrawalsSwitch).not.toBeChecked();
    expect(await axeInBothThemes(boss)).toEqual([]);
    await withdrawalsSwitch.focus();
    await boss.keyboard.press('Space');
    const pause = boss.getByRole('dialog', { name: 'Pause new withdrawals?' });
    await expect(pause).toContainText('Withdrawals already requested are still approved and paid.');
    // Nothing changes until it is confirmed.
    await expect(withdrawalsSwitch).not.toBeChecked();
    expect(await seriousViolations(boss, { include: '[role="dialog"]' })).toEqual([]);
    await pause.getByRole('button', { name: 'Pause withdrawals' }).click();
    await expect(pause).toBeHidden();
    await expect(withdrawalsSwitch).toBeChecked();
    await expect(boss.getByTestId('platform-switch-withdrawalsPaused')).toContainText('Paused');
    await expect(boss.getByTestId('platform-switches-last-change')).toContainText(
      `Last changed by ${demo.admin.email}`,
    );

    // A seller's withdrawal request is refused with the paused message; nothing is requested.
    const seller2 = await demoSellerApi(request);
    await seller2.setPixKey('ana.recebe@example.com');
    const before = (await seller2.withdrawals()).length;
    const demoSeller = await signedIn(browser, demo.seller.email, demo.seller.password);
    await demoSeller.goto('/financial');
    const form = demoSeller.getByRole('form', { name: 'Request a withdrawal' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('60.00');
    await form.getByRole('button', { name: 'Request withdrawal' }).click();
    const confirm = demoSeller.getByRole('dialog', { name: 'Confirm withdrawal' });
    await confirm.getByRole('button', { name: 'Confirm withdrawal' }).click();
    await expect(confirm.getByRole('alert')).toContainText(
      'New withdrawals are paused on the platform for a moment. Try again later.',
    );
    expect((await seller2.withdrawals()).length).toBe(before);
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await demoSeller.context().close();

    // The super-admin resumes them.
    await withdrawalsSwitch.focus();
    await boss.keyboard.press('Space');
    const resume = boss.getByRole('dialog', { name: 'Resume new withdrawals?' });
    await resume.getByRole('button', { name: 'Resume withdrawals' }).click();
    await expect(resume).toBeHidden();
    await expect(withdrawalsSwitch).not.toBeChecked();
    await expect(boss.getByTestId('platform-switch-withdrawalsPaused')).toContainText('Running');

    // The audit log filtered by the admin: their two product actions, nothing else.
    await boss.goto('/admin?tab=superAdmin&panel=administrators');
    const audit = boss.getByRole('table', { name: 'Audit log' });
    await boss
      .getByRole('combobox', { name: 'Administrator' })
      .selectOption({ label: officer.email });
    await expect(audit.locator('tbody tr')).toHaveCount(2);
    await expect(audit.locator('tbody tr').nth(0)).toContainText('Product put back on sale');
    await expect(audit.locator('tbody tr').nth(1)).toContainText('Product taken off sale');
    await expect(audit.locator('tbody tr').nth(1)).toContainText(product.id);
    // And the super-admin's pause and resume of withdrawals, newest first.
    await boss.getByRole('combobox', { name: 'Administrator' }).selectOption({
      label: demo.admin.email,
    });
    await boss
      .getByRole('combobox', { name: 'Action' })
      .selectOption('platform_switch.withdrawalsPaused');
    const flips = audit.locator('tbody tr');
    await expect(flips.first()).toContainText('New withdrawals paused or resumed');
    await expect(flips.first()).toContainText(demo.admin.email);
    await flips
      .first()
      .getByRole('button', { name: /^Changes of New withdrawals paused/ })
      .click();
    const diff = boss.getByRole('table', { name: 'Before and after' });
    await expect(diff.getByRole('row', { name: /withdrawalsPaused/ })).toContainText('true');
    await expect(diff.getByRole('row', { name: /withdrawalsPaused/ })).toContainText('false');
    await boss.context().close();
  } finally {
    await reset();
    await buyer.context().close();
  }
});
