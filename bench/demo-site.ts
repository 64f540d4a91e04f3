import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { freePort } from './product.ts';

/** The pages a first visit opens, as the browser benches load them. */
export type DemoPage = { name: string; path: string; token?: string };

const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const demoSeller = { email: 'seller@repasse.dev', password: 'repasse-seller' };

async function waitFor(check: () => Promise<boolean>, what: string, timeoutMs = 90_000) {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (await check().catch(() => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** The product as `npm start` runs it: the built web app served by the server on one port. */
export async function startProduct(): Promise<{ baseUrl: string; stop: () => Promise<void> }> {
  const build = spawnSync('npm', ['run', 'build', '-w', '@repasse/web'], {
    cwd: repoRoot,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (build.status !== 0) throw new Error('the web build failed');
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'repasse-lighthouse-'));
  const server = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => server.once('exit', resolve));
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitFor(async () => (await fetch(`${baseUrl}/health`)).ok, 'the server');
  return {
    baseUrl,
    stop: async () => {
      server.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

export async function api<T>(baseUrl: string, path: string, init: RequestInit = {}): Promise<T> {
  const response = await fetch(`${baseUrl}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...init.headers },
  });
  if (!response.ok) throw new Error(`${path}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The demo seller's session, and the hosted checkout of one of their products. */
export async function demoPages(baseUrl: string): Promise<DemoPage[]> {
  const { token } = await api<{ token: string }>(baseUrl, '/web/public/auth/login', {
    method: 'POST',
    body: JSON.stringify(demoSeller),
  });
  const authorization = { authorization: `Bearer ${token}` };
  let { items } = await api<{ items: { id: string }[] }>(baseUrl, '/web/products', {
    headers: authorization,
  });
  if (!items.length) {
    const product = await api<{ id: string }>(baseUrl, '/web/products', {
      method: 'POST',
      headers: authorization,
      body: JSON.stringify({
        name: 'Curso de fotografia',
        description: 'Vinte aulas em vídeo e um grupo de estudo.',
        price: 19_900,
        methods: ['pix', 'card', 'boleto'],
        maxInstalments: 12,
      }),
    });
    items = [product];
  }
  return [
    { name: '/auth', path: '/auth' },
    { name: '/dashboard', path: '/dashboard', token },
    { name: 'checkout', path: `/checkout/${items[0]?.id}` },
  ];
}
