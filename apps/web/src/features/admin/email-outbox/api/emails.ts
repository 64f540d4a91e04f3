import { pageOf } from '@repasse/core/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

/** The server's OutboxEmail (notifications/routes.ts). */
export const outboxEmailSchema = z.object({
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
});
export type OutboxEmail = z.infer<typeof outboxEmailSchema>;

const emailsPageSchema = pageOf(outboxEmailSchema);

export const useOutboxEmails = (paging: Paging) =>
  useQuery({
    queryKey: ['admin', 'emails', paging],
    queryFn: ({ signal }) =>
      webClient.get(`/admin/emails${queryString(paging)}`, { schema: emailsPageSchema, signal }),
    placeholderData: keepPreviousData,
  });
