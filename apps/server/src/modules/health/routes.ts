import { healthSchema } from '@repasse/core/contract/common';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { checkHealth } from './service.ts';

export const healthRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', {
    config: { access: 'public' },
    schema: {
      // A probe for load balancers and orchestrators, not part of the API integrators use.
      hide: true,
      tags: ['health'],
      summary: 'Liveness and database check',
      response: { 200: healthSchema, 503: healthSchema },
    },
    handler: async (_request, reply) => {
      const health = await checkHealth(app);
      return reply.code(health.status === 'ok' ? 200 : 503).send(health);
    },
  });
};
