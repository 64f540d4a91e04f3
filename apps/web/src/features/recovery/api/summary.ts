import {
  type RecoverySummaryQuery,
  recoverySummarySchema,
} from '@repasse/core/contract/recovery-outreach';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { recoveryKeys } from './recovery.ts';

/** The period's outreach figures (São Paulo days, both ends included). */
export const useRecoverySummary = (query: RecoverySummaryQuery) =>
  useQuery({
    queryKey: [...recoveryKeys.all, 'summary', query],
    queryFn: ({ signal }) =>
      webClient.get(`/recovery/summary${queryString(query)}`, {
        schema: recoverySummarySchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
