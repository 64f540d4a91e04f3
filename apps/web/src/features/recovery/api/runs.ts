import {
  type RecoveryRunsQuery,
  recoveryRunPageSchema,
} from '@repasse/core/contract/recovery-outreach';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { recoveryKeys } from './recovery.ts';

/** How often the open lists ask again: a lead becomes a run, and messages go out, by themselves. */
export const outreachPollMilliseconds = 10_000;

/** One page of the buyers in a sequence (the abandoned checkouts among them), newest first. */
export const useRecoveryRuns = (query: RecoveryRunsQuery) =>
  useQuery({
    queryKey: [...recoveryKeys.all, 'runs', query],
    queryFn: ({ signal }) =>
      webClient.get(`/recovery/runs${queryString(query)}`, {
        schema: recoveryRunPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: outreachPollMilliseconds,
  });
