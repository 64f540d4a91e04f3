import type { Page } from '@playwright/test';
import { apiToken, bearer, demo, logIn } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

async function openFeesPanel(page: Page) {
  await page.goto('/admin?tab=settings');
  await page.getByRole('button', { name: 'Fees' }).click();
  await expect(page.getByRole('heading', { name: 'Fee profiles' })).toBeVisible();
}

test('the admin creates and edits a fee profile; once a seller has it, it cannot be deleted', async ({
  page,
  request,
}) => {
  const adminToken = await apiToken(request, demo.admin.email, demo.admin.password);
  const headers = bearer(adminToken);
  const defaults = await request.get('/web/admin/fee-profiles?search=fp_default', { headers });
  const [platformDefault] = (await defaults.json()).items;
  await logIn(page, demo.admin.email, demo.admin.password);
  await openFeesPanel(page);
  await expect(
    page.getByRole('row', { name: /fp_default/ }).getByText('Default', { exact: true }),
  ).toBeVisible();

  // Create: the shared schema checks the form before anything is sent.
  await page.getByRole('button', { name: 'New profile' }).click();
  await expect(page.getByRole('heading', { name: 'New fee profile' })).toBeVisible();
  const uniqueId = page.getByLabel('Unique id');
  const card = page.getByRole('group', { name: 'Card', exact: true });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expect(uniqueId).toBeFocused();

  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(uniqueId).toHaveValue(/^fp_[0-9a-z]{12}$/);
  const id = await uniqueId.inputValue();
  await page.getByLabel('Reference code').fill('E2E-PREMIUM');
  await card.getByLabel('Percentage').fill('abc');
  await card.getByLabel('Fixed fee').fill('cinquenta');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(
    card.getByText('Enter a percentage with up to 4 decimal places, e.g. 4.99.'),
  ).toBeVisible();
  await expect(card.getByText('Enter an amount in reais, e.g. 12.34.')).toBeVisible();
  // A comma is accepted and sent as a dot.
  await card.getByLabel('Percentage').fill('3,49');
  await card.getByLabel('Fixed fee').fill('0,50');
  await page
    .getByRole('group', { name: 'Card instalment fees (%)' })
    .getByLabel('12x')
    .fill('19.9');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(`Fee profile ${id} saved.`)).toBeVisible();

  const row = page.getByRole('row', { name: new RegExp(id) });
  await expect(row).toContainText('3.49% + R$0.50');
  const search = await request.get(`/web/admin/fee-profiles?search=${id}`, { headers });
  const [profile] = (await search.json()).items;
  expect(profile).toMatchObject({
    uniqueId: id,
    referenceCode: 'E2E-PREMIUM',
    card: { percentage: '3.49', fixed: 50 },
    isDefault: false,
    usersCount: 0,
  });
  expect(profile.instalmentFees[0]).toBe('0');
  expect(profile.instalmentFees[11]).toBe('19.9');

  // Edit: the server's field error lands under its field.
  await row.getByRole('button', { name: `Edit ${id}` }).click();
  await expect(page.getByRole('heading', { name: `Edit fee profile ${id}` })).toBeVisible();
  await expect(card.getByLabel('Percentage')).toHaveValue('3.49');
  await card.getByLabel('Percentage').fill('2.99');
  await uniqueId.fill('fp_default');
  await page.getByRole('button', { name: 'Save profile' }).click();
  const form = page.locator('form');
  await expect(form.getByRole('alert')).toHaveText(
    'Another fee profile already uses this unique id.',
  );
  // The same message under the field itself.
  await expect(form.getByText('Another fee profile already uses this unique id.')).toHaveCount(2);
  await expect(uniqueId).toHaveAttribute('aria-invalid', 'true');
  await uniqueId.fill(id);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText(`Fee profile ${id} saved.`)).toBeVisible();
  await expect(row).toContainText('2.99% + R$0.50');
  const saved = await request.get(`/web/admin/fee-profiles/${profile.id}`, { headers });
  expect((await saved.json()).card).toEqual({ percentage: '2.99', fixed: 50 });

  // Assign it to the demo seller from the user's details in Management -> Users.
  const users = await request.get(`/web/admin/users?search=${demo.seller.email}`, { headers });
  const [seller] = (await users.json()).items;
  const assign = (feeProfileId: string | null) =>
    request.put(`/web/admin/users/${seller.id}/fee-profile`, { headers, data: { feeProfileId } });
  try {
    await page.goto('/admin?tab=management&panel=users');
    await page.getByRole('searchbox', { name: 'Search' }).fill(demo.seller.email);
    await page.getByRole('button', { name: `Open details of ${demo.seller.email}` }).click();
    const drawer = page.getByRole('dialog', { name: 'User details' });
    await drawer.getByLabel('Fee profile').selectOption({ label: `${id} · E2E-PREMIUM` });
    await drawer.getByRole('button', { name: 'Save profile' }).click();
    await expect(page.getByText('Fee profile updated.')).toBeVisible();
    // Raw card data is for sellers with their own PCI DSS attestation: off unless an admin says.
    const rawLabel = 'Accept raw card data from their servers';
    const raw = drawer.getByRole('switch', { name: rawLabel });
    await expect(raw).not.toBeChecked();
    // The drawer's sticky header covers a switch scrolled to its top, so it is toggled by keyboard.
    await raw.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Raw card data accepted from this seller.')).toBeVisible();
    await expect(raw).toBeChecked();
    // The switch is disabled while saving, which takes its focus away.
    await raw.focus();
    await page.keyboard.press('Space');
    await expect(page.getByText('Raw card data refused from this seller.')).toBeVisible();
    await expect(raw).not.toBeChecked();
    await page.keyboard.press('Escape');
    await expect(
      page.getByRole('row', { name: new RegExp(demo.seller.email) }).getByText(id),
    ).toBeVisible();
    const assigned = await request.get(`/web/admin/users/${seller.id}`, { headers });
    expect((await assigned.json()).user.feeProfileId).toBe(profile.id);

    await openFeesPanel(page);
    await expect(row.getByRole('cell', { name: '1', exact: true })).toBeVisible();

    // Make it the default, then give the default back to fp_default.
    await row.getByRole('button', { name: `More actions for ${id}` }).click();
    await page.getByRole('menuitem', { name: 'Make default' }).click();
    await expect(page.getByText(`${id} is now the default fee profile.`)).toBeVisible();
    await expect(row.getByText('Default', { exact: true })).toBeVisible();
    const defaultRow = page.getByRole('row', { name: /fp_default/ });
    await expect(defaultRow.getByText('Default', { exact: true })).toBeHidden();
    await defaultRow.getByRole('button', { name: 'More actions for fp_default' }).click();
    await page.getByRole('menuitem', { name: 'Make default' }).click();
    await expect(defaultRow.getByText('Default', { exact: true })).toBeVisible();
    await expect(row.getByText('Default', { exact: true })).toBeHidden();

    // A profile in use cannot be deleted: the server says why.
    await row.getByRole('button', { name: `More actions for ${id}` }).click();
    await page.getByRole('menuitem', { name: 'Delete' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete fee profile' });
    await dialog.getByRole('button', { name: 'Delete profile' }).click();
    await expect(dialog.getByRole('alert')).toHaveText(
      'This fee profile is assigned to users and cannot be deleted.',
    );
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
  } finally {
    // Leave the demo seller and the platform default as they were.
    expect((await assign(null)).status()).toBe(200);
    await request.post(`/web/admin/fee-profiles/${platformDefault.id}/default`, { headers });
  }

  // Nobody uses it any more: now it can go.
  await page.reload();
  await row.getByRole('button', { name: `More actions for ${id}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page
    .getByRole('dialog', { name: 'Delete fee profile' })
    .getByRole('button', { name: 'Delete profile' })
    .click();
  await expect(page.getByText(`Fee profile ${id} deleted.`)).toBeVisible();
  await expect(row).toHaveCount(0);
});

test('fees that cannot be loaded say so and can be retried (SPEC §8)', async ({ page }) => {
  await logIn(page, demo.admin.email, demo.admin.password);
  let failing = true;
  await page.route('**/web/admin/fee-profiles?*', (route) =>
    failing
      ? route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ error: { code: 'internal', message: 'Server error.' } }),
        })
      : route.fallback(),
  );
  await openFeesPanel(page);
  await expect(page.getByRole('alert')).toContainText('Error loading fees');
  failing = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('row', { name: /fp_default/ })).toBeVisible();
});
