import { getTableName, is, Name, Param, SQL, StringChunk, Table } from 'drizzle-orm';

/** A chunk this compiler leaves to drizzle (views, subqueries, placeholders, columns…). */
class NotCompiled extends Error {}

export type CompiledQuery = { sql: string; params: unknown[] };

/**
 * The text and parameters PostgreSQL gets for a `sql` statement, as drizzle's
 * `PgDialect.sqlToQuery` makes them, for the chunks the hand-built hot statements use (strings,
 * names, tables, nested `sql`, lists, parameters, raw values), with `instanceof` where drizzle
 * runs a chain of `is()` checks on every chunk: that walk was about a tenth of the server's CPU
 * under a card sale load (issue 14). Anything else answers undefined and the caller asks drizzle.
 * In tests every statement is compiled both ways and compared (`db/prepared.ts`).
 */
export function compileSql(statement: SQL): CompiledQuery | undefined {
  const out = { text: '', params: [] as unknown[] };
  try {
    walk(statement, out);
  } catch (error) {
    if (error instanceof NotCompiled) return undefined;
    throw error;
  }
  return { sql: out.text, params: out.params };
}

const tableSchema = Symbol.for('drizzle:Schema');

/** A name as PostgreSQL reads it, quoted as drizzle quotes it. */
export const escapeName = (name: string) => `"${name.replaceAll('"', '""')}"`;

function walk(statement: SQL, out: { text: string; params: unknown[] }): void {
  // Inlined parameters are written as literals by drizzle: not this compiler's business.
  if ((statement as unknown as { shouldInlineParams: boolean }).shouldInlineParams)
    throw new NotCompiled();
  for (const chunk of statement.queryChunks) chunkOf(chunk, out);
}

function chunkOf(chunk: unknown, out: { text: string; params: unknown[] }): void {
  if (chunk === undefined) return;
  if (chunk === null || typeof chunk !== 'object') {
    out.params.push(chunk);
    out.text += `$${out.params.length}`;
    return;
  }
  if (chunk instanceof StringChunk) {
    out.text += chunk.value.join('');
    return;
  }
  if (chunk instanceof SQL) {
    walk(chunk, out);
    return;
  }
  if (chunk instanceof Param) {
    const mapped = chunk.value === null ? null : chunk.encoder.mapToDriverValue(chunk.value);
    if (mapped instanceof SQL) {
      walk(mapped, out);
      return;
    }
    if (mapped !== null && typeof mapped === 'object' && 'getSQL' in mapped)
      throw new NotCompiled();
    out.params.push(mapped);
    out.text += `$${out.params.length}`;
    return;
  }
  if (chunk instanceof Name) {
    out.text += escapeName(chunk.value);
    return;
  }
  if (Array.isArray(chunk)) {
    out.text += '(';
    chunk.forEach((item, i) => {
      if (i > 0) out.text += ', ';
      chunkOf(item, out);
    });
    out.text += ')';
    return;
  }
  if (is(chunk, Table)) {
    // A table in a schema other than the search path's is drizzle's to qualify.
    if ((chunk as unknown as Record<symbol, unknown>)[tableSchema] !== undefined)
      throw new NotCompiled();
    out.text += escapeName(getTableName(chunk));
    return;
  }
  // A drizzle entity of another kind (column, view, subquery, placeholder, alias): drizzle's.
  if ('getSQL' in chunk) throw new NotCompiled();
  // Any other object (a Date, a plain object) is a parameter as it is, as drizzle sends it.
  out.params.push(chunk);
  out.text += `$${out.params.length}`;
}
