import { outboxEmailsPageSchema, outboxEmailsQuerySchema } from '@repasse/core/contract/emails';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { listOutboxEmails } from './outbox.ts';

/** The embedded default has no SMTP server: its outbox is where admins read what was sent. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/web/admin/emails', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Emails sent or waiting (the local outbox)',
      querystring: outboxEmailsQuerySchema,
      response: { 200: outboxEmailsPageSchema },
    },
    handler: async (request) => listOutboxEmails(app, request.query),
  });
};
