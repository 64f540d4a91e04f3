import {
  type RecoveryMessagesQuery,
  recoveryMessagePageSchema,
} from '@repasse/core/contract/recovery-outreach';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { recoveryKeys } from './recovery.ts';
import { outreachPollMilliseconds } from './runs.ts';

/** One page of the seller's outreach messages, newest first. */
export const useRecoveryMessages = (query: RecoveryMessagesQuery) =>
  useQuery({
    queryKey: [...recoveryKeys.all, 'messages', query],
    queryFn: ({ signal }) =>
      webClient.get(`/recovery/messages${queryString(query)}`, {
        schema: recoveryMessagePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: outreachPollMilliseconds,
  });
