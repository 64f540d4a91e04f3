import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { appNamespaces, startNamespaces } from '../../../build/catalogue-parts.ts';
import en from '../../locales/en.json' with { type: 'json' };

const src = fileURLToPath(new URL('../..', import.meta.url));

/** The pages a first visit opens render with the `start` texts only (resources.ts). */
const firstVisitRoots = [
  'app/layouts/bare-layout.tsx',
  'app/route-error-screen.tsx',
  'features/auth/auth-screen.tsx',
  'features/auth/session/logout-screen.tsx',
  'features/checkout/checkout-screen.tsx',
];
/** The signed-in layout and the dashboard add the `app` texts (router.tsx: appScreen). */
const appRoots = ['app/layouts/default-layout.tsx', 'features/dashboard/dashboard-screen.tsx'];
/** Loaded together with every text (loadAllTexts), so they may use any. */
const withAllTexts = ['features/auth/register/'];

const relativeImport = /(?:from\s+|import\s*\(\s*)'(\.[^']+)'/g;

function reachableFiles(roots: string[]): string[] {
  const seen = new Set<string>();
  const pending = roots.map((path) => join(src, path));
  for (let file = pending.pop(); file !== undefined; file = pending.pop()) {
    if (seen.has(file) || !existsSync(file)) continue;
    if (withAllTexts.some((prefix) => relative(src, file).startsWith(prefix))) continue;
    seen.add(file);
    for (const [, path = ''] of readFileSync(file, 'utf8').matchAll(relativeImport)) {
      if (/\.tsx?$/.test(path)) pending.push(resolve(dirname(file), path));
    }
  }
  return [...seen];
}

const webNamespaces = Object.keys(en);
const keyLike = new RegExp(`['\`](${webNamespaces.join('|')})\\.[\\w.$\{}]+`, 'g');
// The keys inside t(…) calls, conditional ones included.
const calls = /\bt\(([^)]*)\)/g;

/** Keys the files use outside the given namespaces. */
function keysOutside(files: string[], namespaces: string[]): string[] {
  return files.flatMap((file) =>
    [...readFileSync(file, 'utf8').matchAll(calls)]
      .flatMap(([, call = '']) => [...call.matchAll(keyLike)])
      .filter(([, namespace = '']) => !namespaces.includes(namespace))
      .map(([key]) => `${relative(src, file)}: ${key.slice(1)}`),
  );
}

describe('start texts', () => {
  it('cover every key the pages of a first visit use', () => {
    const files = reachableFiles(firstVisitRoots);
    expect(files.length).toBeGreaterThan(20);
    expect(keysOutside(files, startNamespaces)).toEqual([]);
  });

  it('with the app texts, cover every key of the signed-in layout and the dashboard', () => {
    const files = reachableFiles(appRoots);
    expect(files.length).toBeGreaterThan(10);
    expect(keysOutside(files, [...startNamespaces, ...appNamespaces])).toEqual([]);
  });

  it('name namespaces that exist', () => {
    const named = [...startNamespaces, ...appNamespaces];
    expect(named.filter((namespace) => !(namespace in en))).toEqual([]);
  });
});
