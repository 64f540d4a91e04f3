import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';
import { createTestDatabase, testDbKind } from './test/database.ts';

const dataDir = () => mkdtempSync(join(tmpdir(), 'repasse-cluster-'));
const databaseUrl = 'postgres://user@127.0.0.1:5432/repasse';

describe('API_PROCESSES', () => {
  it('defaults to one process, as before', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).apiProcesses).toBe(1);
  });

  it('takes several processes only where they can share the database', () => {
    expect(
      loadConfig({ DATA_DIR: dataDir(), DATABASE_URL: databaseUrl, API_PROCESSES: '4' })
        .apiProcesses,
    ).toBe(4);
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_PROCESSES: '2' })).toThrow(
      /API_PROCESSES above 1 needs DATABASE_URL/,
    );
    expect(() =>
      loadConfig({
        DATA_DIR: dataDir(),
        DATABASE_URL: databaseUrl,
        API_PROCESSES: '2',
        PROCESS_ROLE: 'worker',
      }),
    ).toThrow(/PROCESS_ROLE all or api/);
    expect(() => loadConfig({ DATA_DIR: dataDir(), API_PROCESSES: '0' })).toThrow(/API_PROCESSES/);
  });
});

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

// Real processes on a real server: PGlite lives in one process and cannot be shared.
describe.skipIf(testDbKind() !== 'postgres')('API_PROCESSES=2', () => {
  it('serves on one port from two processes plus one for the jobs, and stops them all', async () => {
    const database = await createTestDatabase('postgres');
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    const port = await freePort();
    const root = fileURLToPath(new URL('../../..', import.meta.url));
    const child = spawn(join(root, 'node_modules/.bin/tsx'), ['apps/server/src/main.ts'], {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: database.url,
        DATA_DIR: dataDir(),
        HOST: '127.0.0.1',
        PORT: String(port),
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        API_PROCESSES: '2',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => {
      output += chunk;
    });
    const exited = new Promise<number | null>((resolve) => child.on('exit', resolve));
    try {
      for (let i = 0; i < 240 && !output.includes('Processes:'); i++) await sleep(250);
      expect(output).toContain('Processes: 2 API + 1 for the jobs');
      for (let i = 0; i < 6; i++) {
        const health = await fetch(`http://127.0.0.1:${port}/health`);
        expect(health.status).toBe(200);
      }
      child.kill('SIGTERM');
      expect(await exited).toBe(0);
    } finally {
      child.kill('SIGKILL');
      await database.close();
    }
  }, 90_000);
});
