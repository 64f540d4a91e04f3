import { z } from 'zod';
import { pageOf, pageQuerySchema } from './pagination.ts';

/** An email of the local outbox (admins read there what the platform sent or will send). */
export const outboxEmailSchema = z
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
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

export const outboxEmailsQuerySchema = pageQuerySchema;
export type OutboxEmailsQuery = z.infer<typeof outboxEmailsQuerySchema>;
export const outboxEmailsPageSchema = pageOf(outboxEmailSchema);
export type OutboxEmailsPage = z.infer<typeof outboxEmailsPageSchema>;
