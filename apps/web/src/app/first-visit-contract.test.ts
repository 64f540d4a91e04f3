import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const src = fileURLToPath(new URL('..', import.meta.url));

/*
 * A contract module builds every schema it holds when a page loads it, so the pages of a first
 * visit read only the small modules made for them (docs/performance.md, finding 17): importing
 * `charges.ts` for the buyer's schema alone built 604 schemas on the buyer's phone.
 */

/** The buyer's page. */
const checkout = { paths: ['features/checkout'], allowed: ['checkout', 'customer', 'card-tokens'] };

/** The signed-in start: the session, the layout and the dashboard with what it parses. */
const dashboard = {
  paths: [
    'shared/session',
    'shared/http',
    'app/layouts',
    'features/dashboard',
    'features/orders/api/orders.ts',
    'features/financial/api/balance.ts',
  ],
  allowed: [
    'session',
    'orders',
    'balance',
    'seller-analytics',
    'recovery-summary',
    'pagination',
    'common',
    'errors',
    'roles',
  ],
};

/**
 * Any `import { … } from '@repasse/core/contract/x'` but `import type { … }` loads `x`: under
 * `verbatimModuleSyntax`, even `import { type A }` stays as `import {} from`. The fee profile
 * builds schemas too, so it is named (`fees/fee-profile`) and never allowed: the methods' names
 * are in `fees/payment-methods`.
 */
const valueImport =
  /import\s+(?!type\s)\{[^}]*\}\s*from\s*'@repasse\/core\/(?:contract\/([\w-]+)|(fees\/fee-profile))'/g;

function sourcesUnder(path: string): string[] {
  if (/\.tsx?$/.test(path)) return path.includes('.test.') ? [] : [path];
  return readdirSync(path, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() || /\.tsx?$/.test(entry.name) ? sourcesUnder(join(path, entry.name)) : [],
  );
}

/** `file → module` for every contract module the page's files load that it should not. */
function strayLoads(page: { paths: string[]; allowed: string[] }) {
  const loads = page.paths
    .flatMap((path) => sourcesUnder(join(src, path)))
    .flatMap((path) =>
      contractModulesLoadedBy(readFileSync(path, 'utf8')).map((module) => ({
        line: `${relative(src, path)} → ${module}`,
        module,
      })),
    );
  expect(loads.length).toBeGreaterThan(0);
  return loads.filter(({ module }) => !page.allowed.includes(module)).map(({ line }) => line);
}

function contractModulesLoadedBy(source: string): string[] {
  return [...source.matchAll(valueImport)].map(
    ([, module, feeProfile]) => module ?? feeProfile ?? '',
  );
}

describe('the contract a first visit loads', () => {
  it('is, for the buyer’s page, only the modules made for it', () => {
    expect(strayLoads(checkout)).toEqual([]);
  });

  it('is, for the signed-in start and the dashboard, only the modules made for them', () => {
    expect(strayLoads(dashboard)).toEqual([]);
  });

  it('tells a type-only import from one that loads the module', () => {
    expect(
      contractModulesLoadedBy(`import { type A, b } from '@repasse/core/contract/charges';
import type { C } from '@repasse/core/contract/products';
import { type D } from '@repasse/core/contract/ledger';
import { paymentMethods } from '@repasse/core/fees/fee-profile';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';`),
    ).toEqual(['charges', 'ledger', 'fees/fee-profile']);
  });
});
