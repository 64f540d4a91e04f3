import { apiToken, bearer, demo, openSignedIn, registerSeller } from '../support/accounts.ts';
import { expect, test } from '../support/test.ts';

test('the admin ends a seller session and reads it in the audit log', async ({ page, request }) => {
  const seller = await registerSeller(request, 'Fabio Sessao Lima');
  const sellerToken = await apiToken(request, seller.email, seller.password);

  await openSignedIn(
    page,
    demo.admin.email,
    demo.admin.password,
    '/admin?tab=management&panel=sessions',
  );
  await expect(page.getByRole('heading', { name: 'Sessions', level: 2 })).toBeVisible();
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('all');
  const revoke = page.getByRole('button', { name: new RegExp(`^End session of ${seller.email}`) });
  await expect(revoke).toHaveCount(1);
  await revoke.click();
  const confirm = page.getByRole('dialog', { name: 'End this session?' });
  await expect(confirm).toContainText(seller.email);
  await confirm.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByText('Session ended.')).toBeVisible();
  await expect(revoke).toHaveCount(0);
  expect((await request.get('/web/me', { headers: bearer(sellerToken) })).status()).toBe(401);

  // Super-admin → Administrators: the audit log shows the revocation, with its before/after.
  await page.goto('/admin?tab=superAdmin&panel=administrators');
  await expect(page.getByRole('heading', { name: 'Audit log' })).toBeVisible();
  await expect(page.getByText(demo.admin.email).first()).toBeVisible();
  await page.getByRole('combobox', { name: 'Action' }).selectOption('admin.session.revoke');
  const entry = page.getByRole('button', { name: /^Changes of Session ended by an administrator/ });
  await expect(entry.first()).toBeVisible();
  await entry.first().click();
  const diff = page.getByRole('table', { name: 'Before and after' });
  await expect(diff.getByRole('cell', { name: 'userId' })).toBeVisible();
  await expect(diff.getByText(seller.id)).toBeVisible();
  await expect(diff.getByText('Added')).toBeVisible();
});
