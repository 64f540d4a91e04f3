import {
  type Column,
  getTableColumns,
  type InferInsertModel,
  type InferSelectModel,
  type SQL,
  sql,
  type Table,
} from 'drizzle-orm';

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
 */
export function insertSelect<T extends Table>(
  table: T,
  values: Partial<InferInsertModel<T>>,
  rest: SQL = sql``,
  computed: Partial<Record<keyof InferInsertModel<T>, SQL>> = {},
): SQL {
  const columns = getTableColumns(table) as Record<string, Column>;
  const given = Object.entries(values).filter(
    ([key, value]) => value !== undefined && !(key in computed),
  );
  const names = [...given.map(([key]) => key), ...Object.keys(computed)].map((key) =>
    sql.identifier(columnOf(columns, key).name),
  );
  const selected = [
    ...given.map(([key, value]) => typedValue(columnOf(columns, key), value)),
    ...(Object.values(computed) as SQL[]),
  ];
  return sql`insert into ${table} (${sql.join(names, sql`, `)}) select ${sql.join(selected, sql`, `)} ${rest}`;
}

/** `column = value` for an UPDATE's SET, the value encoded and typed as the column's. */
export function setColumns<T extends Table>(
  table: T,
  values: Partial<InferSelectModel<T>>,
): SQL | undefined {
  const columns = getTableColumns(table) as Record<string, Column>;
  const set = Object.entries(values)
    .filter(([, value]) => value !== undefined)
    .map(([key, value]) => {
      const column = columnOf(columns, key);
      return sql`${sql.identifier(column.name)} = ${typedValue(column, value)}`;
    });
  return set.length ? sql.join(set, sql`, `) : undefined;
}

const typedValue = (column: Column, value: unknown) =>
  sql`${value === null ? null : column.mapToDriverValue(value)}::${sql.raw(column.getSQLType())}`;

/** A row of `table` as drizzle's select answers it, from a raw row named by database columns. */
export function tableRowOf<T extends Table>(
  table: T,
  raw: Record<string, unknown>,
): InferSelectModel<T> {
  const row: Record<string, unknown> = {};
  for (const [key, column] of Object.entries(getTableColumns(table) as Record<string, Column>)) {
    const value = raw[column.name];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as InferSelectModel<T>;
}

function columnOf(columns: Record<string, Column>, key: string): Column {
  const column = columns[key];
  if (!column) throw new Error(`no column ${key}`);
  return column;
}
