import type {
  OutboxEmail,
  OutboxEmailsPage,
  OutboxEmailsQuery,
} from '@repasse/core/contract/emails';
import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { pageOf, paginate } from '../../db/paging.ts';
import { emailOutbox } from '../../db/schema.ts';

type EmailRow = typeof emailOutbox.$inferSelect;

const toOutboxEmail = (row: EmailRow): OutboxEmail => ({
  ...row,
  createdAt: row.createdAt.toISOString(),
  sentAt: row.sentAt?.toISOString() ?? null,
});

/** The outbox, newest first: with no SMTP server, it is where admins read what was sent. */
export async function listOutboxEmails(
  app: FastifyInstance,
  page: OutboxEmailsQuery,
): Promise<OutboxEmailsPage> {
  const rows = await paginate(
    app.db
      .select()
      .from(emailOutbox)
      .orderBy(desc(emailOutbox.createdAt), desc(emailOutbox.id))
      .$dynamic(),
    page,
  );
  return pageOf(page, rows.map(toOutboxEmail), await app.db.$count(emailOutbox));
}
