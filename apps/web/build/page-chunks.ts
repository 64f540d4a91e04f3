import { dirname, join, resolve } from 'node:path';

type ModuleInfo = { code: string | null; importedIds: readonly string[] };
type ModuleGraph = { getModuleInfo(id: string): ModuleInfo | null };

const statements =
  /(?:import|export)\s*(?:\*\s*as\s+\w+|\{[^}]*\}|\*)?\s*(?:from\s*)?["'][^"']+["'];?|export\s*\{[^}]*\};?|"use client";?|\/\/[^\n]*|\/\*[\s\S]*?\*\//g;

/** A package's module that only re-exports (`@mantine/core`, `@tabler/icons-react`…). */
const isBarrel = (id: string, info: ModuleInfo) =>
  id.includes('/node_modules/') && (info.code ?? 'x').replace(statements, '').trim() === '';

const importStatement = /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const exportFromStatement = /export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g;
const exportStatement = /export\s*\{([^}]*)\}\s*;/g;

/** `a`, `b as c` → [['a', 'a'], ['b', 'c']] (imported or local name, then the name it takes). */
function specifiers(list: string): [string, string][] {
  return list
    .split(',')
    .map((part) => part.trim().replace(/^type\s+/, ''))
    .filter(Boolean)
    .map((part) => {
      const [name = '', alias] = part.split(/\s+as\s+/);
      return [name.trim(), (alias ?? name).trim()];
    });
}

/** The names a module imports from a package, by the package's specifier. */
function namedImports(code: string): Map<string, string[]> {
  const byPackage = new Map<string, string[]>();
  for (const [, list = '', from = ''] of code.matchAll(importStatement)) {
    const names = specifiers(list).map(([name]) => name);
    byPackage.set(from, [...(byPackage.get(from) ?? []), ...names]);
  }
  return byPackage;
}

/** Exported name → the file that defines it, for a barrel's `import {…} from` + `export {…}`. */
function reExports(id: string, code: string): Map<string, string> {
  const source = new Map<string, string>();
  const dir = dirname(id);
  for (const [, list = '', from = ''] of code.matchAll(importStatement))
    for (const [, local] of specifiers(list)) source.set(local, resolve(dir, from));
  const exported = new Map<string, string>();
  for (const [, list = '', from = ''] of code.matchAll(exportFromStatement))
    for (const [, name] of specifiers(list)) exported.set(name, resolve(dir, from));
  for (const [, list = ''] of code.matchAll(exportStatement))
    for (const [local, name] of specifiers(list)) {
      const file = source.get(local);
      if (file) exported.set(name, file);
    }
  return exported;
}

/**
 * Every module the given roots use, following static imports; through a package's barrel, only
 * the files defining the names imported. It may miss modules (they are then chunked by usage like
 * the rest), never add unused ones: a plain walk would take all of Mantine through its index.
 */
function usedModules(roots: string[], graph: ModuleGraph): Set<string> {
  const used = new Set<string>();
  const barrels = new Map<string, Map<string, string>>();
  const pending = [...roots];
  for (let id = pending.pop(); id !== undefined; id = pending.pop()) {
    if (used.has(id)) continue;
    const info = graph.getModuleInfo(id);
    if (!info) continue;
    used.add(id);
    const imports = namedImports(info.code ?? '');
    for (const dependency of info.importedIds) {
      const dependencyInfo = graph.getModuleInfo(dependency);
      if (!dependencyInfo || !isBarrel(dependency, dependencyInfo)) {
        pending.push(dependency);
        continue;
      }
      let names = barrels.get(dependency);
      if (!names) {
        names = reExports(dependency, dependencyInfo.code ?? '');
        barrels.set(dependency, names);
      }
      for (const [from, imported] of imports) {
        if (!dependency.includes(`/node_modules/${from}/`)) continue;
        for (const name of imported) {
          const file = names.get(name);
          if (file && graph.getModuleInfo(file)) pending.push(file);
        }
      }
    }
  }
  return used;
}

/**
 * Chunk groups by page, each with the modules its roots use (usedModules above): `index`, the
 * entry's chunk, also takes what the bare layout and the login screen share with the signed-in
 * layout and the dashboard (every page needs it); `page-login` the rest of the login page (forms,
 * the login card), `page-checkout` the hosted checkout's, `page-app` the signed-in layout's and
 * the dashboard's, `page-shared` what the last two share. A first visit downloads a handful of
 * files instead of dozens of small shared ones; the other screens stay split by usage.
 * (page-preloads.ts finds them by name.)
 */
export function pageChunkGroups(src: string) {
  const roots = {
    entry: ['main.tsx'],
    public: ['app/layouts/bare-layout.tsx', 'features/auth/auth-screen.tsx'],
    checkout: ['features/checkout/checkout-screen.tsx'],
    app: ['app/layouts/default-layout.tsx', 'features/dashboard/dashboard-screen.tsx'],
  };
  type Page = keyof typeof roots;
  const pages = Object.keys(roots) as Page[];
  let used: Map<Page, Set<string>> | null = null;
  const pagesOf = (id: string, graph: ModuleGraph): Set<Page> => {
    used ??= new Map(
      pages.map((page) => [
        page,
        usedModules(
          roots[page].map((path) => join(src, path)),
          graph,
        ),
      ]),
    );
    return new Set(pages.filter((page) => used?.get(page)?.has(id)));
  };
  const group = (name: string, priority: number, member: (pages: Set<Page>) => boolean) => ({
    name: (id: string, graph: ModuleGraph) => (member(pagesOf(id, graph)) ? name : null),
    debugName: name,
    priority,
  });
  return [
    group('index', 6, (pages) => pages.has('entry') || (pages.has('public') && pages.has('app'))),
    group('page-login', 4, (pages) => pages.has('public')),
    group('page-shared', 3, (pages) => pages.has('checkout') && pages.has('app')),
    group('page-checkout', 2, (pages) => pages.has('checkout')),
    group('page-app', 1, (pages) => pages.has('app')),
  ];
}
