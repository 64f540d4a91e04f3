import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, ElementContext, RunOptions } from 'axe-core';

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

type WithAxe = { axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> } };

/**
 * The page's serious and critical axe violations, each with enough of the failing nodes to find
 * them; an empty list is the pass. `exclude` leaves out what axe cannot reach (e.g. a sandboxed
 * iframe); `include` checks one part of the page only.
 *
 * axe is injected once per document and asked for violations only: `@axe-core/playwright`
 * injected its 500 KB into every frame at every call and built the full report of passes too,
 * 1.6–2.7 s a check against 0.15–0.25 s (about 150 checks in the suite). The app draws no
 * iframe that axe must enter (the one there is, a sandboxed PDF preview, is excluded).
 */
export async function seriousViolations(
  page: Page,
  options: { exclude?: string; include?: string } = {},
) {
  if (!(await page.evaluate(() => typeof (window as WithAxe).axe !== 'undefined')))
    await page.evaluate(axeSource);
  const context = {
    include: options.include ? [[options.include]] : [['html']],
    exclude: options.exclude ? [[options.exclude]] : [],
  };
  const results = await page.evaluate(
    (ctx) =>
      (window as WithAxe).axe?.run(ctx as ElementContext, { resultTypes: ['violations'] }) ??
      Promise.reject(new Error('axe is not loaded')),
    context,
  );
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      targets: violation.nodes.map((node) => `${node.target.join(' ')} ${node.failureSummary}`),
    }));
}
