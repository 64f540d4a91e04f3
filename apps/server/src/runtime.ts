import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { Config } from './config.ts';
import { openDatabase } from './db/client.ts';
import { runMigrations } from './db/migrate.ts';
import { seedDemo } from './db/seed.ts';
import { createQueue, queueNames } from './jobs/queue.ts';
import { startWorkers } from './jobs/workers.ts';
import { type Clock, systemClock } from './lib/clock.ts';
import { createStorage } from './providers/storage/create-storage.ts';

/** config -> database -> migrations -> app -> jobs: what `main.ts` runs and tests can run too. */
export async function startRuntime(
  config: Config,
  clock: Clock = systemClock,
): Promise<FastifyInstance> {
  const database = await openDatabase(config);
  await runMigrations(database);
  const storage = createStorage(config);
  if (config.seedDemo) await seedDemo(database.db, clock, storage, config.secretsKey);
  const queue = createQueue(database, queueNames);
  const app = await buildApp({ config, database, clock, queue, storage });
  let stopWorkers = () => {};
  // Hooks cannot be added once the app is ready, so this one is registered first.
  app.addHook('onClose', async () => {
    stopWorkers();
    await queue.stop();
    await database.close();
  });
  await app.ready();
  await queue.start();
  if (config.role !== 'api') stopWorkers = await startWorkers(app);
  return app;
}
