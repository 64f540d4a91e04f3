import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';

const healthSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.enum(['ok', 'unavailable']),
});

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      tags: ['health'],
      summary: 'Liveness and database check',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (_request, reply) => {
      try {
        await app.db.execute(sql`select 1`);
        return { status: 'ok', database: 'ok' } as const;
      } catch {
        return reply.code(503).send({ status: 'unavailable', database: 'unavailable' });
      }
    },
  });
};
