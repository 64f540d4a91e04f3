import { demo, logIn } from '../support/accounts.ts';
import { seriousViolations } from '../support/axe.ts';
import { expect, test } from '../support/test.ts';

for (const scheme of ['dark', 'light'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((value) => localStorage.setItem('theme', value), scheme);
    });

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
        expect(await seriousViolations(page), panel).toEqual([]);
      }
    });
  });
}
