import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/harness.ts';
import { runSimulation } from './runner.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ queue: true });
});
afterAll(() => t.close());

// A short run in every `npm test`; `npm run sim` runs the full one. A failure prints SIM_SEED.
const seed = Number(process.env.SIM_SEED ?? 20_261_123);
const ops = Number(process.env.SIM_OPS ?? 300);

describe('deterministic money simulation', () => {
  it(`keeps the ledger, the balances and the acquirer in agreement (SIM_SEED=${seed})`, async () => {
    const summary = await runSimulation(t, { seed, ops, checkEvery: 50 });
    expect(summary.checks).toBeGreaterThan(ops / 50);
    expect(Object.keys(summary.statuses).some((key) => / 5\d\d$/.test(key))).toBe(false);
  }, 240_000);
});
