import {
  type RecoveryLeadsQuery,
  recoveryLeadPageSchema,
} from '@repasse/core/contract/recovery-outreach';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { recoveryKeys } from './recovery.ts';
import { outreachPollMilliseconds } from './runs.ts';

/** One page of the abandonment report: buyers who left the checkout without a charge. */
export const useRecoveryLeads = (query: RecoveryLeadsQuery) =>
  useQuery({
    queryKey: [...recoveryKeys.all, 'leads', query],
    queryFn: ({ signal }) =>
      webClient.get(`/recovery/leads${queryString(query)}`, {
        schema: recoveryLeadPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    refetchInterval: outreachPollMilliseconds,
  });
