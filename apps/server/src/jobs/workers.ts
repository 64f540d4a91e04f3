import type { FastifyInstance } from 'fastify';
import { releaseDueFunds } from '../modules/ledger/release.ts';

/** Starts the job handlers and schedules of every module. */
export async function startWorkers(app: FastifyInstance): Promise<void> {
  await app.queue.work('ledger.release', async () => {
    const released = await releaseDueFunds(app.db, app.clock);
    if (released) app.log.info({ released }, 'funds released');
  });
  // Catch up at once on whatever fell due while no worker ran, then every minute.
  await releaseDueFunds(app.db, app.clock);
  await app.queue.boss.schedule('ledger.release', '* * * * *');
  app.log.info('job workers started');
}
