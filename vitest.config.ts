import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const serverTests = ['apps/server/src/**/*.test.ts'];
/** Each migrates once per run, not once per test file (test/database-snapshots.setup.ts). */
const setup = (name: string) => [`apps/server/src/test/${name}.setup.ts`];
/**
 * A worker imports the server once for all its files instead of once per file (about a third of
 * the server projects' time): every file builds its own app, database, clock and queue, and no
 * server test mocks a module.
 */
const shareImports = { isolate: false };

export default defineConfig({
  test: {
    // Every core, where Vitest leaves one free by default: a server test on PostgreSQL mostly
    // waits for its database, so a second file runs meanwhile (on 2 cores: 6.0 → 4.0 min, while
    // 3 workers took 4.3).
    maxWorkers: availableParallelism(),
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'] } },
      { test: { name: 'web', include: ['apps/web/src/**/*.test.{ts,tsx}'] } },
      {
        test: {
          name: 'server:pglite',
          include: serverTests,
          env: { TEST_DB: 'pglite' },
          globalSetup: setup('pglite-snapshot'),
          ...shareImports,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      // The same server tests again on a real PostgreSQL server when one is given.
      ...(process.env.TEST_DATABASE_URL
        ? [
            {
              test: {
                name: 'server:postgres',
                include: serverTests,
                env: { TEST_DB: 'postgres' },
                globalSetup: setup('postgres-template'),
                ...shareImports,
                testTimeout: 30_000,
                hookTimeout: 60_000,
              },
            },
          ]
        : []),
    ],
  },
});
