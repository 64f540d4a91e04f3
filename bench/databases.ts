import { randomBytes } from 'node:crypto';
import pg from 'pg';

/** The PostgreSQL server the benchmark runs on: an admin URL that may create and drop databases. */
export function serverUrl(): string {
  const url = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!url) {
    process.stderr.write(
      'npm run bench needs a PostgreSQL server: set BENCH_DATABASE_URL (or TEST_DATABASE_URL),\n' +
        'e.g. BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench\n' +
        'It creates and drops its own databases there (one for pgbench, one for the product).\n',
    );
    process.exit(2);
  }
  return url;
}

export function databaseUrl(server: string, name: string): string {
  const url = new URL(server);
  url.pathname = `/${name}`;
  return url.toString();
}

export const freshName = (prefix: string) => `${prefix}_${randomBytes(5).toString('hex')}`;

async function admin<T>(server: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

export const createDatabase = (server: string, name: string) =>
  admin(server, (client) => client.query(`CREATE DATABASE ${name}`));

export const dropDatabase = (server: string, name: string) =>
  admin(server, (client) => client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));

/** The server's version and the settings that move these numbers most. */
export const serverDescription = () =>
  admin(serverUrl(), async (client) => {
    const setting = async (name: string) =>
      ((await client.query(`show ${name}`)).rows[0] as Record<string, string> | undefined)?.[
        name
      ] ?? '?';
    const version = (await setting('server_version')).split(' ')[0];
    const settings = ['shared_buffers', 'synchronous_commit', 'fsync', 'autovacuum'];
    const values = await Promise.all(
      settings.map(async (name) => `${name} ${await setting(name)}`),
    );
    return `PostgreSQL ${version} (${values.join(', ')})`;
  });
