import { loadConfig } from '../config.ts';
import { createStorage } from '../providers/storage/create-storage.ts';
import { openDatabase } from './client.ts';
import { runMigrations } from './migrate.ts';
import { demoAccounts, seedDemo } from './seed.ts';

const config = loadConfig();
const database = await openDatabase(config);
await runMigrations(database);
await seedDemo(database.db, undefined, createStorage(config), config.secretsKey);
await database.close();
process.stdout.write(
  `demo accounts ready: ${demoAccounts.seller.email}, ${demoAccounts.affiliate.email}, ${demoAccounts.admin.email}\n`,
);
