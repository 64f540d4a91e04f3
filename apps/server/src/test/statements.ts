import pg from 'pg';
import { expect } from 'vitest';

/**
 * The statements sent while `run` runs, as node-postgres sends them (whitespace folded): on a
 * real PostgreSQL server only, where statements leave through `pg.Client`.
 */
export async function statementsOf(run: () => Promise<unknown>): Promise<string[]> {
  const sent: string[] = [];
  const prototype = pg.Client.prototype as unknown as { query: (...args: unknown[]) => unknown };
  const query = prototype.query;
  prototype.query = function (this: unknown, ...args: unknown[]) {
    const [statement] = args;
    sent.push(
      typeof statement === 'string' ? statement : String((statement as pg.QueryConfig).text),
    );
    return query.apply(this, args);
  };
  try {
    await run();
  } finally {
    prototype.query = query;
  }
  return sent.map((statement) => statement.replace(/\s+/g, ' ').trim());
}

/** Of `statements`, those that read, lock or change rows of `tables` (an insert names its seller). */
export function touching(statements: string[], tables: readonly string[]): string[] {
  const rowsTouched = new RegExp(`\\b(?:update|from|join)\\s+"?(?:${tables.join('|')})"?(?:\\s|$)`);
  return statements.filter((statement) => rowsTouched.test(statement));
}

/** Compares `seller_id` with a value or a list: a column list that merely returns it does not count. */
export const namesSeller = (statement: string) => /\bseller_id"?\s*(?:=|in\s*\()/.test(statement);

/**
 * What an admin's action on a row named by its id alone sent (docs/scaling.md): the access
 * hook's read of the row's owner (an admin never acts on a super-admin's rows, `http/targets.ts`),
 * the action's own read of the row's seller (`ownerOf`), and the statements on the sellers'
 * `tables` that name no seller besides those.
 */
export function sellerLookups(statements: string[], tables: readonly string[]) {
  const about = touching(statements, tables);
  const guard = about.filter((statement) =>
    /^select "seller_id" from "\w+" where "\w+"\."id" in \(\$1\)$/.test(statement),
  );
  const owner = about.filter((statement) =>
    /^select "id", "seller_id" from "\w+" where "\w+"\."id" = \$1$/.test(statement),
  );
  const lookups = [...guard, ...owner];
  return {
    guard,
    owner,
    unnamed: about.filter((statement) => !lookups.includes(statement) && !namesSeller(statement)),
  };
}

/**
 * Runs an admin's action on a row named by its id alone and answers what it answered; on a real
 * PostgreSQL server, also expects the access hook and the action to have each read the row's
 * seller once, and every other statement on `tables` to name the seller (docs/scaling.md). The
 * embedded database sends nothing through node-postgres, so there it only runs the action.
 */
export async function namingTheSeller<T>(
  tables: readonly string[],
  run: () => Promise<T>,
): Promise<T> {
  if (process.env.TEST_DB !== 'postgres') return run();
  let answer: T | undefined;
  const statements = await statementsOf(async () => {
    answer = await run();
  });
  const { guard, owner, unnamed } = sellerLookups(statements, tables);
  expect(guard).toHaveLength(1);
  expect(owner).toHaveLength(1);
  expect(unnamed).toEqual([]);
  return answer as T;
}
