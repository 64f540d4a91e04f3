import { pixLocationParamsSchema } from '@repasse/core/contract/acquirers';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { pixLocation } from './pix-location.ts';

/** Where sandbox dynamic BR Codes point (field 26-25): public, as a PSP's location is. */
export const pixLocationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/pix/qr/:reference', {
    config: { access: 'public' },
    schema: { hide: true, params: pixLocationParamsSchema },
    handler: async (request) => pixLocation(app, request.params.reference),
  });
};
