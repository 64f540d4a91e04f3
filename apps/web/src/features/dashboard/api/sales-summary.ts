import { salesSummarySchema } from '@repasse/core/contract/charges';
import { useQuery } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';
import { orderKeys } from '../../orders/api/orders.ts';

/** Under the orders key, so a refund or a new order anywhere refreshes the totals too. */
export const useSalesSummary = () =>
  useQuery({
    queryKey: [...orderKeys.all, 'summary'] as const,
    queryFn: ({ signal }) =>
      webClient.get('/orders/summary', { schema: salesSummarySchema, signal }),
    staleTime: 30_000,
  });
