import { loadConfig } from '../../config.ts';
import { openDatabase } from '../../db/client.ts';
import { runMigrations } from '../../db/migrate.ts';
import { createCardVault } from '../../lib/card-vault.ts';
import { resealVault } from './reseal.ts';

// `npm run vault:rotate`: see the README, "Rotating the card vault key".
const config = loadConfig();
const database = await openDatabase(config);
await runMigrations(database);
const vault = createCardVault(config.cardVaultKeys);
const { resealed } = await resealVault(database.db, vault);
await database.close();
process.stdout.write(
  `card vault: ${resealed} token(s) re-sealed under key ${vault.currentKeyId}; keys after the first may now leave CARD_VAULT_KEY\n`,
);
