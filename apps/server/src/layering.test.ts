import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * The server's shape (docs/architecture.md): a module's routes are HTTP only — parse with the
 * contract, call one use case, shape the answer — over use cases that own transactions, locks,
 * ledger posts and audit, over queries that own SQL. This walks the sources so the direction
 * cannot erode one import at a time.
 */
const root = resolve(import.meta.dirname);
const maxHandlerLines = 15;

const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [path] : [];
  });

const isRoutesFile = (path: string) => /(^|[-/])routes\.ts$/.test(path);
const moduleOf = (path: string) => relative(root, path).match(/^modules\/([^/]+)\//)?.[1];

function parse(path: string) {
  const text = readFileSync(path, 'utf8');
  return ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true);
}

const importsOf = (file: ts.SourceFile) =>
  file.statements
    .filter(ts.isImportDeclaration)
    .map((statement) => (statement.moduleSpecifier as ts.StringLiteral).text);

const resolveImport = (from: string, specifier: string) =>
  specifier.startsWith('.') ? resolve(dirname(from), specifier) : specifier;

/** Handlers as [route, lines]: the `handler` property of every route declaration. */
function handlersOf(file: ts.SourceFile): [string, number][] {
  const found: [string, number][] = [];
  const visit = (node: ts.Node) => {
    if (ts.isPropertyAssignment(node) && node.name.getText(file) === 'handler') {
      const start = file.getLineAndCharacterOfPosition(node.initializer.getStart(file)).line;
      const end = file.getLineAndCharacterOfPosition(node.initializer.getEnd()).line;
      const call = node.parent.parent;
      const route = ts.isCallExpression(call) ? (call.arguments[0]?.getText(file) ?? '?') : '?';
      found.push([route, end - start + 1]);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

const files = sources(root);
const routeFiles = files.filter(isRoutesFile);

describe('server layering', () => {
  it('finds the route files', () => {
    expect(routeFiles.length).toBeGreaterThan(15);
  });

  it("no file imports another module's routes", () => {
    const crossings = files
      // app.ts registers every module's routes: that is its job.
      .filter((path) => relative(root, path) !== 'app.ts')
      .flatMap((path) =>
        importsOf(parse(path))
          .map((specifier) => resolveImport(path, specifier))
          .filter((target) => isRoutesFile(target) && target.startsWith(join(root, 'modules')))
          .filter((target) => moduleOf(target) !== moduleOf(path) || !isRoutesFile(path))
          .map((target) => `${relative(root, path)} → ${relative(root, target)}`),
      );
    expect(crossings).toEqual([]);
  });

  it('routes leave shapes to the contract, SQL and transactions to use cases and queries', () => {
    const leaks = routeFiles.flatMap((path) => {
      const file = parse(path);
      const sqlImports = importsOf(file).filter(
        (specifier) =>
          // Shapes live in the contract (packages/core/src/contract), not inline in a route.
          specifier === 'zod' ||
          specifier.startsWith('drizzle-orm') ||
          specifier.endsWith('/db/schema.ts') ||
          specifier.endsWith('/queries.ts') ||
          specifier.endsWith('-queries.ts'),
      );
      const text = file.getFullText();
      const dbUse = /\bapp\.db\b|\.transaction\(/.test(text) ? ['app.db'] : [];
      return [...sqlImports, ...dbUse].map((what) => `${relative(root, path)}: ${what}`);
    });
    expect(leaks).toEqual([]);
  });

  it(`every handler fits in ${maxHandlerLines} lines`, () => {
    const long = routeFiles.flatMap((path) =>
      handlersOf(parse(path))
        .filter(([, lines]) => lines > maxHandlerLines)
        .map(([route, lines]) => `${relative(root, path)} ${route}: ${lines} lines`),
    );
    expect(long).toEqual([]);
  });
});
