import {
  type AnalyticsQuery,
  balancesResponseSchema,
  type RankingsQuery,
  rankingsResponseSchema,
  revenueResponseSchema,
  transactionsResponseSchema,
} from '@repasse/core/contract/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';

/** The server's analytics endpoints, under /web. */
export const analyticsPaths = {
  revenue: '/admin/analytics/revenue',
  transactions: '/admin/analytics/transactions',
  balances: '/admin/analytics/balances',
  rankings: '/admin/analytics/rankings',
} as const;

type Report = keyof typeof analyticsPaths;

export const analyticsQueryKey = ['admin', 'analytics'] as const;

function useReport<T>(report: Report, query: AnalyticsQuery | RankingsQuery, schema: z.ZodType<T>) {
  return useQuery({
    queryKey: [...analyticsQueryKey, report, query],
    queryFn: ({ signal }) =>
      webClient.get(`${analyticsPaths[report]}${queryString(query)}`, { schema, signal }),
    // A new period keeps the figures on screen (marked busy) until its own arrive.
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
}

export const useRevenue = (query: AnalyticsQuery) =>
  useReport('revenue', query, revenueResponseSchema);

export const useTransactions = (query: AnalyticsQuery) =>
  useReport('transactions', query, transactionsResponseSchema);

export const useBalances = (query: AnalyticsQuery) =>
  useReport('balances', query, balancesResponseSchema);

export const useRankings = (query: RankingsQuery) =>
  useReport('rankings', query, rankingsResponseSchema);
