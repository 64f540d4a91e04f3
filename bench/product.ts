import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, openSync, readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('..', import.meta.url));

export type Product = {
  url: string;
  processes: number;
  stop(): Promise<void>;
  /** The end of what the product printed (warnings and errors: LOG_LEVEL=warn). */
  logTail(lines?: number): string;
};

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

function exited(child: ChildProcess, ms: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return Promise.race([
    new Promise<boolean>((resolve) => child.once('exit', () => resolve(true))),
    sleep(ms).then(() => false),
  ]);
}

/**
 * The product as `npm start` runs it (`tsx apps/server/src/main.ts`), in a process group of its
 * own, so the load generator never shares its event loop. Production mode with the keys given,
 * no demo data, the sandbox acquirer never paying by itself; resolves once every API process
 * listens and /health answers.
 */
export async function startProduct(options: {
  databaseUrl: string;
  processes: number;
  secretsKey: string;
  cardVaultKey: string;
  dataDir: string;
  logFile: string;
}): Promise<Product> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = openSync(options.logFile, 'a');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: options.databaseUrl,
    HOST: '127.0.0.1',
    PORT: String(port),
    PUBLIC_URL: url,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    PROCESS_ROLE: 'all',
    API_PROCESSES: String(options.processes),
    SANDBOX_AUTOPAY_SECONDS: '0',
    SECRETS_KEY: options.secretsKey,
    CARD_VAULT_KEY: options.cardVaultKey,
    DATA_DIR: options.dataDir,
    // e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`: the product's processes only, not the bench's.
    NODE_OPTIONS: process.env.BENCH_SERVER_NODE_OPTIONS ?? process.env.NODE_OPTIONS ?? '',
  };
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
    cwd: repoRoot,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  closeSync(log);
  const logTail = (lines = 30) =>
    readFileSync(options.logFile, 'utf8').trimEnd().split('\n').slice(-lines).join('\n');

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
    // The whole group: tsx, the server and, with API_PROCESSES > 1, the processes it forked.
    process.kill(-child.pid, 'SIGTERM');
    if (!(await exited(child, 25_000))) {
      process.kill(-child.pid, 'SIGKILL');
      await exited(child, 5_000);
    }
  };

  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null)
      throw new Error(`the product stopped while starting:\n${logTail()}`);
    try {
      // The banner is printed once every API process listens.
      const started = readFileSync(options.logFile, 'utf8').includes(
        `running at http://localhost:${port}`,
      );
      if (started && (await fetch(`${url}/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`the product did not answer /health in 120 s:\n${logTail()}`);
    }
    await sleep(250);
  }
  return { url, processes: options.processes, stop, logTail };
}
