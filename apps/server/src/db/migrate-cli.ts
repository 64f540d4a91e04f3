import { loadConfig } from '../config.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';

const config = loadConfig();
const database = await openDatabase(config);
await runMigrations(database);
await database.close();
process.stdout.write('migrations applied\n');
