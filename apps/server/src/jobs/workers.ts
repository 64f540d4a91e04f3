import type { FastifyInstance } from 'fastify';

/** Starts the job handlers and schedules of every module. Later capabilities register theirs here. */
export async function startWorkers(app: FastifyInstance): Promise<void> {
  app.log.info({ queues: [] }, 'job workers started');
}
