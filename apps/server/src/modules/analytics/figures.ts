import { centsFromSql } from '@repasse/core/money/limits';
import { type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { rowsOf } from '../../db/rows.ts';

/** A count or a sum read back from SQL (bigint or numeric, as text, number or bigint). */
export const num = (value: unknown) =>
  centsFromSql(value as string | number | bigint | null | undefined);

/** The rows of a read, every value as the driver gave it. */
export async function readRows(db: DbOrTx, query: SQL): Promise<Record<string, unknown>[]> {
  return rowsOf(await db.execute(query));
}

/** A day's bucket as text: the day itself, or its month's first day. */
export const bucketSql = (granularity: 'day' | 'month', column = 'day') =>
  granularity === 'day'
    ? sql.raw(`to_char(${column}, 'YYYY-MM-DD')`)
    : sql.raw(`to_char(date_trunc('month', ${column}::timestamp), 'YYYY-MM-DD')`);

/** Adds each numeric field of `row` into `into`. */
export function addInto<T extends Record<string, number>>(into: T, row: T): void {
  for (const key of Object.keys(into) as (keyof T)[])
    (into[key] as number) = (into[key] as number) + (row[key] as number);
}
