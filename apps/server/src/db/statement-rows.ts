import {
  type Column,
  getTableColumns,
  type InferInsertModel,
  type InferSelectModel,
  Param,
  SQL,
  type SQLChunk,
  StringChunk,
  sql,
  type Table,
} from 'drizzle-orm';
import { escapeName } from './compile-sql.ts';

/*
 * For the few hot statements that do several things in one round trip (a data-modifying CTE),
 * where drizzle's builders cannot be nested: the rows go in and come out exactly as drizzle's
 * own insert and select would write and read them, from the same column definitions.
 */

/**
 * `insert into <table> (<the columns given>) select <each value cast to its column's type> <rest>`:
 * an insert that `rest` can make conditional (`where exists (…)`) or feed from a CTE (`from x`,
 * whose columns `computed` may use). Columns left out take their database default; values go
 * through the column's own encoding.
 *
 * Built as one flat list of chunks (a value, then its cast and separator as one string) rather
 * than a nested `sql` per value: these statements are built on every sale, and drizzle walks
 * every chunk with a chain of `is()` checks (issue 14).
 */
export function insertSelect<T extends Table>(
  table: T,
  values: Partial<InferInsertModel<T>>,
  rest: SQL = sql``,
  computed: Partial<Record<keyof InferInsertModel<T>, SQL>> = {},
): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const names: string[] = [];
  const selected: SQLChunk[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || key in computed) continue;
    const column = columnOf(columns, key);
    names.push(quotedName(column));
    if (selected.length) selected.push(separator);
    selected.push(driverParam(column, value), castTo(column));
  }
  for (const [key, expression] of Object.entries(computed) as [string, SQL][]) {
    names.push(quotedName(columnOf(columns, key)));
    if (selected.length) selected.push(separator);
    selected.push(expression);
  }
  return sql`insert into ${table} (${sql.raw(names.join(', '))}) select ${new SQL(selected)} ${rest}`;
}

/** `column = value` for an UPDATE's SET, the value encoded and typed as the column's. */
export function setColumns<T extends Table>(
  table: T,
  values: Partial<InferSelectModel<T>>,
): SQL | undefined {
  const columns = getTableColumns(table) as Record<string, Column>;
  const set: SQLChunk[] = [];
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    const column = columnOf(columns, key);
    set.push(
      new StringChunk(`${set.length ? ', ' : ''}${quotedName(column)} = `),
      driverParam(column, value),
      castTo(column),
    );
  }
  return set.length ? new SQL(set) : undefined;
}

const separator = new StringChunk(', ');
const names = new WeakMap<Column, { quoted: string; cast: StringChunk }>();
function namesOf(column: Column) {
  let found = names.get(column);
  if (!found) {
    found = {
      quoted: escapeName(column.name),
      cast: new StringChunk(`::${column.getSQLType()}`),
    };
    names.set(column, found);
  }
  return found;
}
const quotedName = (column: Column) => namesOf(column).quoted;
const castTo = (column: Column) => namesOf(column).cast;
const driverParam = (column: Column, value: unknown) =>
  new Param(value === null ? null : column.mapToDriverValue(value));

/** A row of `table` as drizzle's select answers it, from a raw row named by database columns. */
export function tableRowOf<T extends Table>(
  table: T,
  raw: Record<string, unknown>,
): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of columnEntriesOf(table)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

/** A table's columns by key, listed once: lists map every column of every row through here. */
const columnEntries = new WeakMap<Table, [string, Column][]>();
function columnEntriesOf(table: Table): [string, Column][] {
  let entries = columnEntries.get(table);
  if (!entries) {
    entries = Object.entries(getTableColumns(table) as Record<string, Column>);
    columnEntries.set(table, entries);
  }
  return entries;
}

function columnOf(columns: Record<string, Column>, key: string): Column {
  const column = columns[key];
  if (!column) throw new Error(`no column ${key}`);
  return column;
}
