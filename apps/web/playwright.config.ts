import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { e2ePort, e2eServerUrl, e2eWorkers } from './e2e/servers.ts';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

/**
 * E2E against the real server, which also serves the built web app (run `npm run build -w
 * @repasse/web` first). Each worker has a server of its own (e2e/support/test.ts), so the files
 * run side by side; a file's tests run in order on one worker.
 */
export default defineConfig({
  testDir: 'e2e',
  fullyParallel: false,
  workers: e2eWorkers,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: 'list',
  use: {
    // Each test's own server's, set by e2e/support/test.ts.
    baseURL: e2eServerUrl(0),
    screenshot: 'only-on-failure',
    trace: 'off',
    locale: 'en-US',
    viewport: { width: 1280, height: 800 },
    // Transitions off: axe measures colours mid-fade otherwise, and steps wait less.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--no-first-run',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
  webServer: Array.from({ length: e2eWorkers }, (_, worker) => ({
    command: 'npx tsx apps/server/src/main.ts',
    cwd: repoRoot,
    env: {
      PORT: String(e2ePort(worker)),
      DATA_DIR: `/tmp/repasse-e2e-${Date.now()}-${worker}`,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      // Demo mode pays live Pix and boleto by itself; a few seconds keep the live Pix spec short.
      // No spec needs a live Pix or boleto to stay pending (test-mode charges never pay alone).
      SANDBOX_AUTOPAY_SECONDS: '4',
      // The exchange-rate spec refreshes twice in a row and must reach the sandbox provider each time.
      EXCHANGE_RATES_MIN_REFRESH_SECONDS: '0',
      // The webhook specs deliver to a receiver on this machine, a private address.
      OUTBOUND_ALLOW_PRIVATE_NETWORKS: 'true',
      // The recovery journey waits for a lead to count as abandoned and for its first message:
      // seconds rather than the production minutes.
      RECOVERY_OUTREACH_INTERVAL_SECONDS: '2',
      RECOVERY_LEAD_IDLE_SECONDS: '3',
      ...(process.env.E2E_DATABASE_URL ? { DATABASE_URL: process.env.E2E_DATABASE_URL } : {}),
      // Lets parallel runs serve their own build instead of sharing apps/web/dist.
      ...(process.env.WEB_DIST_DIR ? { WEB_DIST_DIR: process.env.WEB_DIST_DIR } : {}),
    },
    url: `${e2eServerUrl(worker)}/health`,
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore' as const,
    stderr: 'pipe' as const,
  })),
});
