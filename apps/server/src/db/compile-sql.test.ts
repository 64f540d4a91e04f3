import { Param, sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { compileSql } from './compile-sql.ts';
import { transactions } from './schema.ts';
import { insertSelect, setColumns } from './statement-rows.ts';

const dialect = new PgDialect();

describe('compileSql', () => {
  it('answers what drizzle answers for every chunk the hot statements use', () => {
    const at = new Date('2026-11-27T12:00:00Z');
    const statements = [
      sql`select ${1}, ${'text'}, ${null}, ${true}, ${at} from ${transactions}`,
      sql`select ${sql.identifier('odd"name')} where id in ${[1, 2, sql`${3}::int`]}`,
      sql`${sql.raw('select 1')} union ${sql.join([sql`${'a'}`, sql`${'b'}`, sql.raw('c')], sql`, `)}`,
      insertSelect(
        transactions,
        {
          id: '00000000-0000-4000-8000-000000000001',
          price: 19_700,
          createdAt: at,
          metadata: { a: 1 },
        },
        sql`where exists (select 1)`,
        { status: sql`'paid'` },
      ),
      sql`update transactions set ${setColumns(transactions, { paidAt: at, status: 'paid', acquirerId: null })} where id = ${'x'}`,
      sql`select ${new Param(at, transactions.createdAt)}`,
      sql``,
    ];
    for (const statement of statements) {
      const { sql: text, params } = dialect.sqlToQuery(statement);
      expect(compileSql(statement)).toEqual({ sql: text, params });
    }
  });

  it('leaves to drizzle what it does not compile', () => {
    expect(compileSql(sql`select ${transactions.id} from ${transactions}`)).toBeUndefined();
    expect(compileSql(sql`select ${'a'}`.inlineParams())).toBeUndefined();
  });
});
