import { outboxEmailsPageSchema } from '@repasse/core/contract/emails';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

export const useOutboxEmails = (paging: Paging) =>
  useQuery({
    queryKey: ['admin', 'emails', paging],
    queryFn: ({ signal }) =>
      webClient.get(`/admin/emails${queryString(paging)}`, {
        schema: outboxEmailsPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
