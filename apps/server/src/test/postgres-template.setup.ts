export { postgresTemplate as default } from './database-snapshots.setup.ts';
