import type { ChargesQuery } from '@repasse/core/contract/charges';
import { chargeSchema, chargesPageSchema, orderDetailSchema } from '@repasse/core/contract/orders';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { dayIn } from '../../../shared/dates/platform-day.ts';
import { queryString } from '../../../shared/http/query-string.ts';
import { saveFile } from '../../../shared/http/save-file.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { fetchWebFile } from '../../../shared/http/web-files.ts';

/** The orders' filters, without the page (the CSV export takes them alone). */
export type OrderFilters = Omit<ChargesQuery, 'page' | 'pageSize'>;

/** Query keys of the orders screens; invalidating `all` refreshes lists and details. */
export const orderKeys = {
  all: ['orders'] as const,
  list: (query: ChargesQuery) => [...orderKeys.all, 'list', query] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
};

/** One page of the seller's orders; the previous page stays on screen while the next loads. */
export const ordersQueryOptions = (query: ChargesQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) =>
      webClient.get(`/orders${queryString(query)}`, { schema: chargesPageSchema, signal }),
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: ChargesQuery) => useQuery(ordersQueryOptions(query));

/** Every order matching the filters as CSV, with the Bearer token (a plain link has none). */
export async function exportOrdersCsv(filters: OrderFilters): Promise<void> {
  const blob = await fetchWebFile(`/orders.csv${queryString(filters)}`);
  saveFile(blob, `orders-${dayIn(new Date())}.csv`);
}

export const useExportOrdersCsv = () => useMutation({ mutationFn: exportOrdersCsv });

/** An order with its fee breakdown, timeline and attempts. */
export const useOrder = (id: string) =>
  useQuery({
    queryKey: orderKeys.detail(id),
    queryFn: ({ signal }) =>
      webClient.get(`/orders/${encodeURIComponent(id)}`, { schema: orderDetailSchema, signal }),
    enabled: Boolean(id),
  });

/** A full refund (no amount) or a partial one. */
export const useRefundOrder = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number | undefined) =>
      webClient.post(`/orders/${id}/refund`, amount === undefined ? {} : { amount }, {
        schema: chargeSchema,
      }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};

/** Test mode: the sandbox pays a pending Pix or boleto. */
export const useSimulateOrderPayment = (id: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      webClient.post(`/orders/${id}/simulate-payment`, undefined, { schema: chargeSchema }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: orderKeys.all }),
  });
};
