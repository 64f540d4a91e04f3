import { outboxPushesPageSchema } from '@repasse/core/contract/notifications';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

export const useOutboxPushes = (paging: Paging) =>
  useQuery({
    queryKey: ['admin', 'pushes', paging],
    queryFn: ({ signal }) =>
      webClient.get(`/admin/push-outbox${queryString(paging)}`, {
        schema: outboxPushesPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
