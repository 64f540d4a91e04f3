import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const checkoutDir = fileURLToPath(new URL('.', import.meta.url));

/**
 * The contract modules the buyer's page may load: each builds every schema it holds as the page
 * starts, so the checkout reads only the small modules made for it (docs/performance.md, finding
 * 17). Importing `charges.ts` for one schema built 577 more on the buyer's phone.
 */
const allowed = new Set(['checkout', 'customer', 'card-tokens']);

/**
 * Any `import { … } from '@repasse/core/contract/x'` but `import type { … }` loads `x`: under
 * `verbatimModuleSyntax`, even `import { type A }` stays as `import {} from`.
 */
const valueImport = /import\s+(?!type\s)\{[^}]*\}\s*from\s*'@repasse\/core\/contract\/([\w-]+)'/g;

function sourcesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.includes('.test.') ? [path] : [];
  });
}

function contractModulesLoadedBy(source: string): string[] {
  return [...source.matchAll(valueImport)].map(([, module = '']) => module);
}

describe('the hosted checkout', () => {
  it('loads only the contract modules made for the buyer’s page', () => {
    const loaded = sourcesUnder(checkoutDir).flatMap((path) =>
      contractModulesLoadedBy(readFileSync(path, 'utf8')).map(
        (module) => `${relative(checkoutDir, path)} → ${module}`,
      ),
    );
    expect(loaded.length).toBeGreaterThan(0);
    expect(loaded.filter((line) => !allowed.has(line.split(' → ')[1] ?? ''))).toEqual([]);
  });

  it('tells a type-only import from one that loads the module', () => {
    expect(
      contractModulesLoadedBy(`import { type A, b } from '@repasse/core/contract/charges';
import type { C } from '@repasse/core/contract/products';
import { type D } from '@repasse/core/contract/ledger';`),
    ).toEqual(['charges', 'ledger']);
  });
});
