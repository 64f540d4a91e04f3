import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse, { type Result } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { api, type DemoPage, demoPages, startProduct } from './demo-site.ts';

/**
 * Lighthouse, default mobile preset (simulated slow 4G and a 4x slower CPU), performance only, on
 * the pages a first visit opens: /auth, /dashboard signed in, and the hosted checkout of a product
 * (a buyer's page, often opened on a phone over mobile data). It builds the web app, starts the
 * product on a fresh embedded database with the demo data, and fails when a page scores below 95
 * or when /auth downloads more than 170 KB of JavaScript (compressed, as sent, headers included).
 *
 * LIGHTHOUSE_RUNS (default 3) runs per page, the median by score is reported; LIGHTHOUSE_URL audits
 * a server already running instead (built web app, demo data) and skips the build;
 * LIGHTHOUSE_REPORTS=<dir> keeps every run's JSON report there; LIGHTHOUSE_PAGES=/auth,checkout
 * audits only those pages; LIGHTHOUSE_THROTTLING=devtools throttles the browser itself instead of
 * simulating (docs/performance.md, finding 11); LIGHTHOUSE_GRAPH=1 prints, for each run, the nodes
 * of the simulated FCP and LCP with their simulated start and end, last to end last (finding 15).
 */
const runs = Number(process.env.LIGHTHOUSE_RUNS ?? 3);
const minScore = 95;
const maxAuthScriptKb = 170;
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromiumFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const reportsDir = process.env.LIGHTHOUSE_REPORTS;
/**
 * `devtools` throttles the browser itself (network and CPU) and reports what it observed, where
 * the default (`simulate`) records unthrottled and estimates the throttled timings from the page's
 * dependency graph.
 */
const throttlingMethod = process.env.LIGHTHOUSE_THROTTLING as 'devtools' | 'simulate' | undefined;

type Page = DemoPage;
type Row = {
  page: string;
  version: string;
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
  scriptBytes: number;
  scripts: number;
};

/** A run Lighthouse itself could not complete (its `runtimeError`). */
class LighthouseRunError extends Error {}

/** A fresh Chromium (empty profile, empty cache) with its DevTools port. */
async function launchChromium(): Promise<{ port: number; close: () => Promise<void> }> {
  const profile = mkdtempSync(join(tmpdir(), 'repasse-chromium-'));
  const chromium = spawn(
    chromiumPath,
    [...chromiumFlags, '--remote-debugging-port=0', `--user-data-dir=${profile}`, 'about:blank'],
    { stdio: ['ignore', 'ignore', 'pipe'] },
  );
  const port = await new Promise<number>((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`Chromium did not start: ${output}`)), 30_000);
    chromium.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const match = output.match(/DevTools listening on ws:\/\/[^:]+:(\d+)\//);
      if (match) {
        clearTimeout(timer);
        resolve(Number(match[1]));
      }
    });
    chromium.once('exit', (code) => reject(new Error(`Chromium exited (${code}): ${output}`)));
  });
  const exited = new Promise((resolve) => chromium.once('exit', resolve));
  return {
    port,
    close: async () => {
      chromium.kill('SIGKILL');
      await exited;
      rmSync(profile, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/**
 * Writes localStorage of the product's origin through the DevTools protocol, from its JSON /health
 * (a page of that origin that loads none of the web app, so the cache stays empty).
 */
async function setLocalStorage(port: number, baseUrl: string, key: string, value: string) {
  const targets = await api<{ type: string; webSocketDebuggerUrl: string }[]>(
    `http://127.0.0.1:${port}`,
    '/json/list',
  );
  const target = targets.find((t) => t.type === 'page');
  if (!target) throw new Error('Chromium has no page');
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const send = (method: string, params: object) =>
    new Promise<void>((resolve, reject) => {
      const callId = ++id;
      socket.addEventListener('message', function answer(event) {
        const message = JSON.parse(String(event.data)) as { id?: number; error?: unknown };
        if (message.id !== callId) return;
        socket.removeEventListener('message', answer);
        if (message.error) reject(new Error(`${method}: ${JSON.stringify(message.error)}`));
        else resolve();
      });
      socket.send(JSON.stringify({ id: callId, method, params }));
    });
  const loaded = new Promise<void>((resolve) => {
    socket.addEventListener('message', function onLoad(event) {
      if ((JSON.parse(String(event.data)) as { method?: string }).method !== 'Page.loadEventFired')
        return;
      socket.removeEventListener('message', onLoad);
      resolve();
    });
  });
  await send('Page.enable', {});
  await send('Page.navigate', { url: `${baseUrl}/health` });
  await loaded;
  await send('Runtime.evaluate', {
    expression: `localStorage.setItem(${JSON.stringify(key)}, ${JSON.stringify(value)})`,
  });
  await send('Page.navigate', { url: 'about:blank' });
  socket.close();
}

const numeric = (lhr: Result, audit: string) => lhr.audits[audit]?.numericValue ?? Number.NaN;

function rowOf(page: Page, lhr: Result): Row {
  const requests = (lhr.audits['network-requests']?.details as { items?: unknown[] } | undefined)
    ?.items as { resourceType?: string; transferSize?: number }[] | undefined;
  const scripts = (requests ?? []).filter((request) => request.resourceType === 'Script');
  return {
    page: page.name,
    version: lhr.lighthouseVersion,
    score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
    fcp: numeric(lhr, 'first-contentful-paint'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    scriptBytes: scripts.reduce((sum, request) => sum + (request.transferSize ?? 0), 0),
    scripts: scripts.length,
  };
}

/**
 * What the simulated paints waited for: each node of the FCP and LCP graphs (a request with its
 * priority, or a main-thread task with its observed length), by simulated end. The simulator keeps
 * the last run's timings by label.
 */
function printSimulatedGraphs(page: Page) {
  const timings = Lantern.Simulation.Simulator.allNodeTimings;
  for (const [label, nodes] of timings) {
    if (!/ContentfulPaint$/.test(label)) continue;
    const rows = [...nodes].map(([node, timing]) => ({
      what:
        node.type === 'network'
          ? `${node.request.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 70)} ${node.request.priority}`
          : `main thread, ${(node.duration / 1000).toFixed(1)} ms observed`,
      start: Math.round(timing.startTime),
      end: Math.round(timing.endTime),
    }));
    rows.sort((a, b) => a.end - b.end);
    console.log(`${page.name}, ${label}:`);
    for (const row of rows)
      console.log(`  ${String(row.start).padStart(6)} ${String(row.end).padStart(6)}  ${row.what}`);
  }
  timings.clear();
}

async function audit(baseUrl: string, page: Page): Promise<Row> {
  const chromium = await launchChromium();
  try {
    // A signed-in first visit: the token is in localStorage as after logging in, the cache empty.
    if (page.token) await setLocalStorage(chromium.port, baseUrl, 'token', page.token);
    const result = await lighthouse(`${baseUrl}${page.path}`, {
      port: chromium.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
      disableStorageReset: Boolean(page.token),
      ...(throttlingMethod ? { throttlingMethod } : {}),
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${page.name}`);
    if (process.env.LIGHTHOUSE_GRAPH === '1') printSimulatedGraphs(page);
    if (reportsDir) {
      mkdirSync(reportsDir, { recursive: true });
      const name = `${page.name.replace(/\W+/g, '') || 'page'}-${Date.now()}.json`;
      writeFileSync(join(reportsDir, name), JSON.stringify(result.lhr, null, 1));
    }
    if (result.lhr.runtimeError)
      throw new LighthouseRunError(
        `${page.name}: ${result.lhr.runtimeError.code} ${result.lhr.runtimeError.message}`,
      );
    return rowOf(page, result.lhr);
  } finally {
    await chromium.close();
  }
}

/** Lighthouse now and then fails to record a trace (NO_NAVSTART, NO_FCP): such a run is redone. */
async function auditWithRetry(baseUrl: string, page: Page, attempts = 3): Promise<Row> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await audit(baseUrl, page);
    } catch (error) {
      if (attempt >= attempts || !(error instanceof LighthouseRunError)) throw error;
      console.error(`${page.name}: ${error.message}; running again`);
    }
  }
}

const median = (rows: Row[]): Row => {
  const sorted = [...rows].sort((a, b) => a.score - b.score);
  return sorted[Math.floor((sorted.length - 1) / 2)] as Row;
};

const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

function printTable(rows: Row[]) {
  const header = ['page', 'score', 'FCP', 'LCP', 'TBT', 'CLS', 'JS transferred'];
  const lines = rows.map((row) => [
    row.page,
    String(row.score),
    seconds(row.fcp),
    seconds(row.lcp),
    `${Math.round(row.tbt)} ms`,
    row.cls.toFixed(3),
    `${kb(row.scriptBytes)} (${row.scripts} files)`,
  ]);
  const widths = header.map((title, i) =>
    Math.max(title.length, ...lines.map((l) => l[i]?.length ?? 0)),
  );
  const format = (cells: string[]) =>
    `| ${cells.map((cell, i) => cell.padEnd(widths[i] ?? 0)).join(' | ')} |`;
  console.log(format(header));
  console.log(`|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`);
  for (const line of lines) console.log(format(line));
}

const existing = process.env.LIGHTHOUSE_URL?.replace(/\/$/, '');
const product = existing ? { baseUrl: existing, stop: async () => {} } : await startProduct();
let failures: string[] = [];
try {
  const only = process.env.LIGHTHOUSE_PAGES?.split(',');
  const pages = (await demoPages(product.baseUrl)).filter(
    (page) => !only || only.includes(page.name),
  );
  const rows: Row[] = [];
  for (const page of pages) {
    const results: Row[] = [];
    for (let run = 0; run < runs; run++) results.push(await auditWithRetry(product.baseUrl, page));
    const row = median(results);
    console.error(`${page.name}: scores ${results.map((r) => r.score).join(', ')}`);
    rows.push(row);
  }
  console.log(
    `Lighthouse ${rows[0]?.version}, mobile preset, performance only, median of ${runs} run(s)`,
  );
  printTable(rows);
  failures = [
    ...rows.filter((row) => row.score < minScore).map((row) => `${row.page} scores ${row.score}`),
    ...rows
      .filter((row) => row.page === '/auth' && row.scriptBytes > maxAuthScriptKb * 1024)
      .map((row) => `/auth downloads ${kb(row.scriptBytes)} of JavaScript`),
  ];
} finally {
  await product.stop();
}
if (failures.length) {
  console.error(
    `lighthouse bench: ${failures.join('; ')} (wanted >= ${minScore}, <= ${maxAuthScriptKb} KB)`,
  );
  process.exit(1);
}
