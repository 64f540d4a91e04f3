import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { checkLedger } from './check.ts';

const config = loadConfig();
const database = await openDatabase(config);
await runMigrations(database);
const problems = await checkLedger(database.db);
await database.close();
if (problems.length) {
  process.stderr.write(`ledger check FAILED:\n${problems.map((p) => `  - ${p}`).join('\n')}\n`);
  process.exit(1);
}
process.stdout.write(
  'ledger check passed: entries sum to zero, every transaction balances, every balance matches\n',
);
