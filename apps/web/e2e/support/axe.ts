import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/**
 * The page's serious and critical axe violations, each with enough of the failing nodes to find
 * them; an empty list is the pass. `exclude` leaves out what axe cannot reach (e.g. a sandboxed
 * iframe); `include` checks one part of the page only.
 */
export async function seriousViolations(
  page: Page,
  options: { exclude?: string; include?: string } = {},
) {
  let builder = new AxeBuilder({ page });
  if (options.include) builder = builder.include(options.include);
  const results = await (options.exclude ? builder.exclude(options.exclude) : builder).analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`),
    }));
}
