export { pgliteSnapshot as default } from './database-snapshots.setup.ts';
