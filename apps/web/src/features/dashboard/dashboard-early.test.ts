import { readFileSync } from 'node:fs';
import { runInNewContext } from 'node:vm';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { periodFromParams, rangeOf } from './analytics/dashboard-period.ts';
import { exchangeRatesQueryOptions } from './api/exchange-rates.ts';
import { recoveredFiguresQueryOptions } from './api/recovered.ts';
import { prefetchDashboard } from './dashboard-screen.tsx';

/**
 * index.html's head script asks for the dashboard's answers before the scripts run; the http
 * client hands them over only for the very same address. These hold the script's addresses to the
 * ones the screen asks for, so that a change to either cannot silently ask twice.
 */
const indexHtml = readFileSync(new URL('../../../index.html', import.meta.url), 'utf8');
const headScript = /<script>([\s\S]*?)<\/script>/.exec(indexHtml)?.[1] ?? '';

type HeadScriptRun = {
  /** The addresses fetched so far. */
  asked: string[];
  /** What the script left on `window`. */
  window: Pick<Window, '__early' | '__sendEarly'>;
  /** Runs the tasks the script queued (setTimeout). */
  runTimers: () => void;
};

/** index.html's head script on `address`, signed in or not, run as the browser would. */
function runHeadScript(address: string, token: string | null): HeadScriptRun {
  const url = new URL(address, 'https://app.example');
  const asked: string[] = [];
  const element = () => ({ dataset: {} });
  const timers: (() => void)[] = [];
  const window = {};
  runInNewContext(headScript.replace('__PRELOADS__', JSON.stringify({ api: '' })), {
    Date,
    URLSearchParams,
    Intl,
    window,
    localStorage: { getItem: (key: string) => (key === 'token' ? token : null) },
    matchMedia: () => ({ matches: true }),
    navigator: { language: 'pt-BR' },
    location: { pathname: url.pathname, search: url.search },
    document: {
      documentElement: { setAttribute: () => {}, lang: '' },
      createElement: element,
      head: { append: () => {} },
    },
    fetch: (asked_url: string) => {
      asked.push(asked_url);
      return Promise.resolve(new Response('{}'));
    },
    setTimeout: (callback: () => void) => timers.push(callback),
  });
  const runTimers = () => {
    for (const timer of timers.splice(0)) timer();
  };
  return { asked, window, runTimers };
}

/** What the head script asks for on `address`, once its tasks have run. */
function askedByHeadScript(address: string, token: string | null): string[] {
  const run = runHeadScript(address, token);
  run.runTimers();
  return run.asked.sort();
}

/** What the dashboard screen asks for on its first render, in its default period. */
async function askedByDashboard(): Promise<string[]> {
  const asked: string[] = [];
  vi.stubGlobal('window', { localStorage: { getItem: () => 'tok' } });
  vi.stubGlobal('fetch', async (url: string) => {
    asked.push(url);
    return new Response('{}', { status: 500 });
  });
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  prefetchDashboard(queryClient);
  const range = rangeOf(periodFromParams(new URLSearchParams(), new Date()));
  await Promise.all([
    queryClient.prefetchQuery(recoveredFiguresQueryOptions(range)),
    queryClient.prefetchQuery(exchangeRatesQueryOptions()),
  ]);
  await vi.waitFor(() => expect(asked.length).toBeGreaterThanOrEqual(5));
  return asked.sort();
}

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the dashboard's early answers", () => {
  // 23:30 and 00:30 in São Paulo: the period's last day is São Paulo's, not UTC's.
  it.each(['2026-12-08T02:30:00Z', '2026-12-08T03:30:00Z'])(
    'are the addresses the screen asks for, at %s',
    async (now) => {
      vi.useFakeTimers({ toFake: ['Date'], now: new Date(now) });
      const early = askedByHeadScript('/dashboard', 'tok');
      expect(early).toContain('/web/me');
      expect(early.filter((url) => url !== '/web/me')).toEqual(await askedByDashboard());
      expect(askedByHeadScript('/', 'tok')).toEqual(early);
    },
  );

  it("are sent once, by the client if it asks before the script's task", () => {
    const run = runHeadScript('/dashboard', 'tok');
    expect(run.asked).toEqual([]);
    run.window.__sendEarly?.();
    expect(run.asked).toHaveLength(6);
    expect(Object.keys(run.window.__early ?? {}).sort()).toEqual([...run.asked].sort());
    run.runTimers();
    run.window.__sendEarly?.();
    expect(run.asked).toHaveLength(6);
  });

  it('are asked for only signed in, in the default period, on the dashboard', () => {
    const dashboardOnes = (asked: string[]) => asked.filter((url) => url !== '/web/me');
    expect(askedByHeadScript('/dashboard', null)).toEqual([]);
    expect(dashboardOnes(askedByHeadScript('/dashboard?period=thisMonth', 'tok'))).toEqual([]);
    expect(dashboardOnes(askedByHeadScript('/orders', 'tok'))).toEqual([]);
  });
});
