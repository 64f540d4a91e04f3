import { randomInt } from 'node:crypto';
import { createTestApp } from '../test/harness.ts';
import { runSimulation } from './runner.ts';

/**
 * `npm run sim`: the full simulation, on the PostgreSQL of TEST_DATABASE_URL when set (each run in
 * a fresh database), else on an in-memory PGlite. SIM_SEED replays a run, SIM_OPS sets its length.
 */
async function main() {
  if (process.env.TEST_DATABASE_URL) process.env.TEST_DB = 'postgres';
  const seed = Number(process.env.SIM_SEED ?? randomInt(1, 2 ** 31));
  const ops = Number(process.env.SIM_OPS ?? 10_000);
  const database = process.env.TEST_DB === 'postgres' ? 'PostgreSQL' : 'PGlite';
  process.stdout.write(`simulation: SIM_SEED=${seed} SIM_OPS=${ops} on ${database}\n`);
  const t = await createTestApp({ queue: true });
  try {
    const summary = await runSimulation(t, { seed, ops, checkEvery: 250 });
    process.stdout.write(`${JSON.stringify(summary, null, 2)}\n`);
    process.stdout.write(
      `passed: ${summary.ops} operations, ${summary.checks} checks, ${(summary.ms / 1000).toFixed(1)} s\n`,
    );
  } finally {
    await t.close();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
