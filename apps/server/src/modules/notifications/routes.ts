import { pageOf, pageQuerySchema, pageWindow } from '@repasse/core/contract/pagination';
import { count, desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { emailOutbox } from '../../db/schema.ts';

const emailSchema = z
  .object({
    id: z.string().uuid(),
    to: z.string(),
    subject: z.string(),
    text: z.string(),
    html: z.string(),
    template: z.string(),
    status: z.string(),
    error: z.string().nullable(),
    createdAt: z.string(),
    sentAt: z.string().nullable(),
  })
  .meta({ id: 'OutboxEmail' });

/** The embedded default has no SMTP server: its outbox is where admins read what was sent. */
export const notificationRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/web/admin/emails', {
    config: { access: 'admin' },
    schema: {
      tags: ['admin'],
      summary: 'Emails sent or waiting (the local outbox)',
      querystring: pageQuerySchema,
      response: { 200: pageOf(emailSchema) },
    },
    handler: async (request) => {
      const { limit, offset } = pageWindow(request.query);
      const query = app.db
        .select()
        .from(emailOutbox)
        .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
        .offset(offset);
      const rows = limit === undefined ? await query : await query.limit(limit);
      const [total] = await app.db.select({ n: count() }).from(emailOutbox);
      return {
        items: rows.map((row) => ({
          ...row,
          createdAt: row.createdAt.toISOString(),
          sentAt: row.sentAt?.toISOString() ?? null,
        })),
        total: total?.n ?? 0,
        page: request.query.page,
        pageSize: request.query.pageSize,
      };
    },
  });
};
