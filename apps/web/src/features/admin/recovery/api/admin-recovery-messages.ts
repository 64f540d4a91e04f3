import {
  type AdminRecoveryMessagesQuery,
  adminRecoveryMessagePageSchema,
} from '@repasse/core/contract/recovery-outreach';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';

/** Every seller's outreach messages, newest first, one page at a time. */
export const useAdminRecoveryMessages = (query: AdminRecoveryMessagesQuery) =>
  useQuery({
    queryKey: ['admin', 'recovery', 'messages', query],
    queryFn: ({ signal }) =>
      webClient.get(`/admin/recovery/messages${queryString(query)}`, {
        schema: adminRecoveryMessagePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
