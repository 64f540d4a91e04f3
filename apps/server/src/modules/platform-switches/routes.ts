import {
  platformSwitchesInputSchema,
  platformSwitchesSchema,
} from '@repasse/core/contract/admin-products';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { platformSwitchesView, setPlatformSwitches } from './switches.ts';

export const platformSwitchRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['admin'];

  app.get('/web/admin/platform-switches', {
    config: { access: 'super_admin' },
    schema: {
      tags,
      summary: 'The platform-wide switches only a super-admin may flip',
      response: { 200: platformSwitchesSchema },
    },
    handler: async () => platformSwitchesView(app),
  });

  app.put('/web/admin/platform-switches', {
    config: { access: 'super_admin', sensitive: 'money' },
    schema: {
      tags,
      summary: 'Pause or resume withdrawals, sales or registrations platform-wide (audited)',
      body: platformSwitchesInputSchema,
      response: { 200: platformSwitchesSchema },
    },
    handler: async (request) =>
      setPlatformSwitches(app, { auth: requireAuth(request), ip: request.ip }, request.body),
  });
};
