import { salesSummarySchema } from '@repasse/core/contract/charges';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';
import { orderKeys } from '../../orders/api/orders.ts';

/** Under the orders key, so a refund or a new order anywhere refreshes the totals too. */
export const salesSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...orderKeys.all, 'summary'] as const,
    queryFn: ({ signal }) =>
      webClient.get('/orders/summary', { schema: salesSummarySchema, signal }),
    staleTime: 30_000,
  });

export const useSalesSummary = () => useQuery(salesSummaryQueryOptions());
