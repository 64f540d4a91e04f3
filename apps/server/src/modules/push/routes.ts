import {
  notificationPreferencesSchema,
  outboxPushesPageSchema,
  outboxPushesQuerySchema,
  registerDeviceResultSchema,
  registerDeviceSchema,
} from '@repasse/core/contract/notifications';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../http/guards.ts';
import { registerDevice } from './devices.ts';
import { listOutboxPushes } from './outbox.ts';
import { preferencesOfUser, updatePreferences } from './preferences.ts';

/** Push notifications: the app registers its device; users choose what they hear about. */
export const pushRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post('/web/register-device', {
    config: { access: 'user', sensitive: 'none' },
    schema: {
      tags: ['notifications'],
      summary: "Register this device's push token for the caller (SPEC §7)",
      body: registerDeviceSchema,
      response: { 200: registerDeviceResultSchema },
    },
    handler: async (request) => registerDevice(app, requireAuth(request), request.body),
  });

  app.get('/web/notification-preferences', {
    config: { access: 'user' },
    schema: {
      tags: ['notifications'],
      summary: 'Push and email switches per event',
      response: { 200: notificationPreferencesSchema },
    },
    handler: async (request) => preferencesOfUser(app, requireAuth(request).user.id),
  });

  app.put('/web/notification-preferences', {
    config: { access: 'user', sensitive: 'none' },
    schema: {
      tags: ['notifications'],
      summary: 'Change the push and email switches of the events listed',
      body: notificationPreferencesSchema,
      response: { 200: notificationPreferencesSchema },
    },
    handler: async (request) => updatePreferences(app, requireAuth(request).user.id, request.body),
  });

  app.get('/web/admin/push-outbox', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Pushes sent or tried (the push outbox)',
      querystring: outboxPushesQuerySchema,
      response: { 200: outboxPushesPageSchema },
    },
    handler: async (request) => listOutboxPushes(app, request.query),
  });
};
