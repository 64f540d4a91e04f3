import { recoverySummarySchema } from '@repasse/core/contract/recovery-summary';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { orderKeys } from '../../orders/api/orders.ts';
import type { AnalyticsRange } from './seller-analytics.ts';

/**
 * What smart recovery won back in the period (GET /web/recovery/summary). Under the orders key,
 * as the other figures, so a sale anywhere refreshes it.
 */
export const recoveredFiguresQueryOptions = ({ from, to }: AnalyticsRange) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'recovered', from, to] as const,
    queryFn: ({ signal }) =>
      webClient.get(`/recovery/summary${queryString({ from, to })}`, {
        schema: recoverySummarySchema,
        signal,
      }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useRecoveredFigures = (range: AnalyticsRange) =>
  useQuery(recoveredFiguresQueryOptions(range));
