import { demo, logIn } from '../support/accounts.ts';
import { axeInBothThemes } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

test('the analytics panels, with their charts', async ({ page }) => {
  // Four panels of charts, each analysed whole.
  test.slow();
  await logIn(page, demo.admin.email, demo.admin.password);
  const panels = [
    ['revenue', 'Gross volume by method'],
    ['transactions', 'Chargeback rate over time'],
    ['balances', 'Held balances'],
    ['rankings', 'Top sellers'],
  ] as const;
  for (const [panel, section] of panels) {
    await page.goto(`/admin?tab=analytics&panel=${panel}`);
    await expect(page.getByRole('region', { name: section, exact: true })).toBeVisible();
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    expect(await axeInBothThemes(page), panel).toEqual([]);
  }
});
