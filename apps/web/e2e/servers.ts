/**
 * How many products the browser suite starts, one per Playwright worker (E2E_WORKERS, default 1:
 * on two cores one worker keeps them 75–85 % busy, and three took as long). Always one on a
 * database given by E2E_DATABASE_URL, which the products would share.
 */
export const e2eWorkers = process.env.E2E_DATABASE_URL
  ? 1
  : Math.max(1, Number(process.env.E2E_WORKERS ?? 1));

const firstPort = Number(process.env.E2E_PORT ?? 3199);

export const e2ePort = (worker: number) => firstPort + worker;

export const e2eServerUrl = (worker: number) => `http://localhost:${e2ePort(worker)}`;
