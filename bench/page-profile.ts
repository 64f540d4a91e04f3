import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { SourceMapConsumer } from 'source-map-js';
import { demoPages, startProduct } from './demo-site.ts';
import { percentiles } from './stats.ts';

/**
 * Where each first-visit page's main thread goes while it loads, by package: a steadier reading
 * than Lighthouse's score, which on a shared machine moves by ten points from run to run
 * (docs/performance.md, findings 15 and 17). Each run opens the page in a fresh Chromium context
 * with its CPU slowed four times (as Lighthouse's mobile preset), under V8's sampling profiler,
 * until the network is idle and one second more; every sample's frame is mapped through the
 * build's source maps to the npm package or the app's folder it came from.
 *
 * PROFILE_RUNS (default 3) runs per page, the median of each row is printed; PROFILE_PAGES=
 * /auth,checkout profiles only those; PROFILE_URL profiles a server already running (its built
 * web app must be this checkout's `apps/web/dist`, for the source maps).
 */
const runs = Number(process.env.PROFILE_RUNS ?? 3);
const rowsShown = 12;
const median = (values: number[]) => percentiles(values).p50;
const assets = fileURLToPath(new URL('../apps/web/dist/assets/', import.meta.url));

type CallFrame = { functionName: string; url: string; lineNumber: number; columnNumber: number };
type Profile = {
  nodes: { id: number; callFrame: CallFrame }[];
  samples: number[];
  timeDeltas: number[];
};

const maps = new Map<string, SourceMapConsumer | null>();
function mapOf(file: string): SourceMapConsumer | null {
  let map = maps.get(file);
  if (map === undefined) {
    const path = join(assets, `${file}.map`);
    map = existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : null;
    maps.set(file, map);
  }
  return map;
}

/** `react-dom`, `@mantine/core`, `core/money`, `web/features/checkout`… */
function ownerOf(source: string | null): string {
  if (!source) return 'bundle glue';
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (pkg?.[1]) return pkg[1];
  const core = source.match(/packages\/core\/src\/([^/]+)/);
  if (core?.[1]) return `core/${core[1]}`;
  const web = source.match(/(?:^|\/)src\/((?:features|shared)\/[^/]+|[^/]+)/);
  return web?.[1] ? `web/${web[1]}` : source;
}

function bucketOf({ functionName, url, lineNumber, columnNumber }: CallFrame): string | null {
  if (functionName === '(idle)') return null;
  if (!url) return functionName.startsWith('(') ? functionName : `browser: ${functionName}`;
  if (!url.includes('/assets/')) return "the page's own scripts (index.html)";
  const file = url.slice(url.lastIndexOf('/') + 1);
  const map = mapOf(file);
  if (!map) return 'bundle glue';
  return ownerOf(map.originalPositionFor({ line: lineNumber + 1, column: columnNumber }).source);
}

/** Milliseconds of main-thread time by owner, over one load of the page. */
async function profileLoad(baseUrl: string, path: string, token?: string) {
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox'],
  });
  try {
    const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
    const page = await context.newPage();
    if (token) {
      // A signed-in first visit: the token in localStorage, the cache empty (/health loads nothing).
      await page.goto(`${baseUrl}/health`);
      await page.evaluate((value) => localStorage.setItem('token', value), token);
    }
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    await cdp.send('Profiler.start');
    await page.goto(`${baseUrl}${path}`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(1000);
    const { profile } = (await cdp.send('Profiler.stop')) as { profile: Profile };
    const frames = new Map(profile.nodes.map((node) => [node.id, node.callFrame]));
    const byOwner = new Map<string, number>();
    profile.samples.forEach((id, i) => {
      const frame = frames.get(id);
      const owner = frame && bucketOf(frame);
      if (!owner) return;
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    });
    return byOwner;
  } finally {
    await browser.close();
  }
}

const existing = process.env.PROFILE_URL?.replace(/\/$/, '');
const product = existing ? { baseUrl: existing, stop: async () => {} } : await startProduct();
try {
  const only = process.env.PROFILE_PAGES?.split(',');
  const pages = (await demoPages(product.baseUrl)).filter(
    (page) => !only || only.includes(page.name),
  );
  console.log(`Main thread while loading, CPU slowed 4×, median of ${runs} run(s), in ms`);
  for (const page of pages) {
    const loads: Map<string, number>[] = [];
    for (let run = 0; run < runs; run++)
      loads.push(await profileLoad(product.baseUrl, page.path, page.token));
    const owners = new Set(loads.flatMap((load) => [...load.keys()]));
    const rows = [...owners]
      .map((owner) => ({ owner, ms: median(loads.map((load) => load.get(owner) ?? 0)) }))
      .sort((a, b) => b.ms - a.ms);
    const busy = median(loads.map((load) => [...load.values()].reduce((a, b) => a + b, 0)));
    console.log(`\n${page.name}: ${busy.toFixed(0)} ms busy`);
    for (const { owner, ms } of rows.slice(0, rowsShown))
      console.log(`${ms.toFixed(0).padStart(7)}  ${owner}`);
  }
} finally {
  await product.stop();
}
