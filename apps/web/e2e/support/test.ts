import { test as base } from '@playwright/test';
import { e2eServerUrl } from '../servers.ts';

export { expect } from '@playwright/test';

/**
 * Playwright's `test` with each worker talking to a product of its own (playwright.config.ts
 * starts one per worker, each on its own embedded database with the demo data): journeys run side
 * by side yet never see each other's sellers, balances or platform settings. `parallelIndex` is
 * unique among the workers running at a time and kept by a worker restarted after a failure.
 */
export const test = base.extend({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from it.
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServerUrl(testInfo.parallelIndex));
  },
});
