import { demo, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

// On a phone the admin panels list their rows as cards instead of tables (panel-ui/card-list);
// these always have rows: the demo users, the admin's own session and the demo seller's balance.
test.use({ viewport: { width: 360, height: 740 } });

const panels = [
  { url: '/admin?tab=management&panel=users', list: 'Users' },
  { url: '/admin?tab=management&panel=sessions', list: 'Active sessions' },
  { url: '/admin?tab=management&panel=recovery', list: 'Recovery balances' },
] as const;

test('the admin panels show their rows as cards on a 360 px phone', async ({ page }) => {
  await logIn(page, demo.admin.email, demo.admin.password);
  for (const panel of panels) {
    await page.goto(panel.url);
    const list = page.getByRole('list', { name: panel.list });
    await expect(list, panel.url).toBeVisible();
    await expect(list.getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('table')).toHaveCount(0);
    expect(await seriousViolations(page), panel.url).toEqual([]);
  }
  // The users cards open the same details as the table rows.
  await page.goto('/admin?tab=management&panel=users');
  await page.getByRole('searchbox', { name: 'Search' }).fill(demo.seller.email);
  await page.getByRole('button', { name: new RegExp(demo.seller.email) }).click();
  await expect(page.getByRole('dialog', { name: 'User details' })).toBeVisible();
});
