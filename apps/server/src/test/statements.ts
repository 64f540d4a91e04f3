import pg from 'pg';

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
