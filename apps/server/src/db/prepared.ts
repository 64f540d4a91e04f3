import { createHash } from 'node:crypto';
import { isDeepStrictEqual } from 'node:util';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Database } from './client.ts';
import { compileSql } from './compile-sql.ts';
import { rowsOf } from './rows.ts';

const dialect = new PgDialect();

/** Dates and times as text, as drizzle reads them, so drizzle's columns map them (`tableRowOf`). */
const asText = new Set<number>([
  pg.types.builtins.TIMESTAMPTZ,
  pg.types.builtins.TIMESTAMP,
  pg.types.builtins.DATE,
  pg.types.builtins.INTERVAL,
]);
const types = {
  getTypeParser: ((oid: number, format?: 'text' | 'binary') =>
    asText.has(oid)
      ? (value: string) => value
      : pg.types.getTypeParser(oid, format)) as typeof pg.types.getTypeParser,
};

/**
 * Runs one statement outside any explicit transaction. On PostgreSQL it is a named prepared
 * statement, named after its text: each connection parses and plans a shape once and then only
 * binds values, which matters for the long statements every sale sends (issue 14). Their texts
 * hold no values (all are parameters), so the shapes are few and each connection keeps a handful.
 * `planEachRun` sends it unnamed instead, planned for its values every time: for statements whose
 * best plan depends on them (a list of a seller with ten rows or a million), which still gain
 * `compileSql`'s cheaper building.
 */
export async function runPrepared(
  database: Database,
  statement: SQL,
  options: { planEachRun?: boolean } = {},
): Promise<Record<string, unknown>[]> {
  if (verifying) verifyCompiled(statement);
  if (database.kind !== 'postgres') return rowsOf(await database.db.execute(statement));
  const { sql: text, params } = compileSql(statement) ?? dialect.sqlToQuery(statement);
  const result = await database.pool.query({
    ...(options.planEachRun ? {} : { name: nameOf(text) }),
    text,
    values: params,
    types,
  });
  return result.rows;
}

/**
 * Under the test runner every statement that comes here is compiled both ways, so the whole
 * server suite (both databases) proves `compileSql` answers what drizzle would.
 */
const verifying = process.env.VITEST === 'true';
function verifyCompiled(statement: SQL) {
  const ours = compileSql(statement);
  if (!ours) return;
  const drizzle = dialect.sqlToQuery(statement);
  if (ours.sql !== drizzle.sql || !isDeepStrictEqual(ours.params, drizzle.params))
    throw new Error(`compileSql differs from drizzle for: ${drizzle.sql}`);
}

/** Statement names by text: a map lookup instead of a SHA-1 per statement on the sale's path. */
const names = new Map<string, string>();
function nameOf(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `repasse_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    // Texts hold no values, so they are few; the bound only guards against a caller that inlines.
    if (names.size < 1_000) names.set(text, name);
  }
  return name;
}
