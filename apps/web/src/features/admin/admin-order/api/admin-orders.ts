import { type AdminChargesQuery, adminChargesPageSchema } from '@repasse/core/contract/charges';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';

/** Every admin orders list; a refund refreshes them. */
export const adminOrdersKey = ['admin', 'orders'] as const;

/** A page of every seller's orders; the previous page stays on screen while the next loads. */
export const useAdminOrders = (query: AdminChargesQuery) =>
  useQuery({
    queryKey: [...adminOrdersKey, query],
    queryFn: ({ signal }) =>
      webClient.get(`/admin/orders${queryString(query)}`, {
        schema: adminChargesPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });
