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

type Scheme = 'dark' | 'light';

/**
 * Switches the app's colour scheme in place, as a change made in another tab does: a `storage`
 * event under the app's key reaches Mantine's colour scheme manager, which re-themes the page
 * through React without a reload, so an open dialog or a form's errors stay as they are.
 */
export async function switchTheme(page: Page, scheme: Scheme) {
  await page.evaluate((value) => {
    window.dispatchEvent(
      new StorageEvent('storage', { key: 'theme', newValue: value, storageArea: localStorage }),
    );
  }, scheme);
  await page.locator(`html[data-mantine-color-scheme="${scheme}"]`).waitFor({ state: 'attached' });
  // Components that read the scheme in JavaScript draw in React's next commit, and colours
  // change through CSS transitions: axe must read the colours they end on.
  await page.evaluate(async () => {
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    // Transitions only: a spinner's animation never finishes.
    const transitions = document
      .getAnimations()
      .filter((running) => running instanceof CSSTransition);
    await Promise.all(transitions.map((running) => running.finished.catch(() => {})));
  });
}

/**
 * `seriousViolations` in the theme the page shows, then in the other one, then back: a journey
 * is walked once and each of its states checked in both themes, where walking it once per theme
 * cost a whole second journey (the browser suite is most of CI's time). Each violation is named
 * with the theme it was found in.
 */
export async function axeInBothThemes(
  page: Page,
  options: { exclude?: string; include?: string } = {},
) {
  const shown = (await page.locator('html').getAttribute('data-mantine-color-scheme')) as Scheme;
  const other: Scheme = shown === 'light' ? 'dark' : 'light';
  const found = (await seriousViolations(page, options)).map((v) => ({ scheme: shown, ...v }));
  await switchTheme(page, other);
  found.push(...(await seriousViolations(page, options)).map((v) => ({ scheme: other, ...v })));
  await switchTheme(page, shown);
  return found;
}
