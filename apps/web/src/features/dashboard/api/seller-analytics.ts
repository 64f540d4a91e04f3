import { sellerAnalyticsResponseSchema } from '@repasse/core/contract/seller-analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { IsoDay } from '../../../shared/dates/platform-day.ts';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { orderKeys } from '../../orders/api/orders.ts';

/** The seller's figures for a period (GET /web/dashboard/analytics), live mode. */
const analyticsPath = '/dashboard/analytics';

export type AnalyticsRange = { from: IsoDay; to: IsoDay };

/**
 * Under the orders key, so a refund or a new order anywhere refreshes the figures too. The
 * previous period's figures stay on screen while another loads.
 */
export const sellerAnalyticsQueryOptions = ({ from, to }: AnalyticsRange) =>
  queryOptions({
    queryKey: [...orderKeys.all, 'analytics', from, to] as const,
    queryFn: ({ signal }) =>
      webClient.get(`${analyticsPath}${queryString({ from, to })}`, {
        schema: sellerAnalyticsResponseSchema,
        signal,
      }),
    staleTime: 30_000,
    placeholderData: keepPreviousData,
  });

export const useSellerAnalytics = (range: AnalyticsRange) =>
  useQuery(sellerAnalyticsQueryOptions(range));
