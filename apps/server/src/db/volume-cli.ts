import { parseArgs } from 'node:util';
import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { finishVolume } from './volume/finish.ts';
import { seedVolume, VolumeAlreadySeeded } from './volume/seed.ts';

/*
 * npm run seed:volume [-- --transactions N --sellers N --seed N]: a year of history on the
 * configured database (DATABASE_URL, else the embedded PGlite in DATA_DIR). VOLUME_TRANSACTIONS
 * sets the size too. docs/performance.md, "The volume seed".
 */

const { values } = parseArgs({
  options: {
    transactions: { type: 'string' },
    sellers: { type: 'string' },
    seed: { type: 'string' },
  },
});
const whole = (name: string, text: string | undefined, fallback?: number) => {
  if (text === undefined) return fallback;
  const value = Number(text);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`${name} must be a positive whole number\n`);
    process.exit(2);
  }
  return value;
};
const transactions =
  whole('--transactions', values.transactions ?? process.env.VOLUME_TRANSACTIONS) ?? 1_000_000;
const sellers = whole('--sellers', values.sellers);
const seed = whole('--seed', values.seed);

const config = loadConfig();
const database = await openDatabase(config);
await runMigrations(database);
const say = (line: string) => process.stdout.write(`${line}\n`);
say(
  `seed:volume: ${transactions.toLocaleString('en-US')} charges on ${database.kind === 'postgres' ? 'PostgreSQL' : 'the embedded PGlite'}…`,
);
try {
  const summary = await seedVolume(database.db, {
    transactions,
    ...(sellers ? { sellers } : {}),
    ...(seed ? { seed } : {}),
    log: say,
  });
  await finishVolume(database, say);
  say(
    `done in ${summary.seconds.toFixed(0)} s (before the rollups): ${summary.sellers} sellers, ${summary.products} products; ${Object.entries(
      summary.counts,
    )
      .map(([name, count]) => `${count.toLocaleString('en-US')} ${name}`)
      .join(', ')}`,
  );
} catch (error) {
  if (!(error instanceof VolumeAlreadySeeded)) throw error;
  process.stderr.write(`seed:volume: ${error.message}\n`);
  process.exitCode = 1;
} finally {
  await database.close();
}
