import {
  type CustomersQuery,
  chargesPageSchema,
  customersPageSchema,
} from '@repasse/core/contract/charges';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';

/** Query keys of the clients screens. */
export const clientKeys = {
  all: ['clients'] as const,
  list: (query: CustomersQuery) => [...clientKeys.all, 'list', query] as const,
  summary: (document: string) => [...clientKeys.all, 'summary', document] as const,
  orders: (document: string) => [...clientKeys.all, 'orders', document] as const,
};

const fetchClients = (query: CustomersQuery, signal?: AbortSignal) =>
  webClient.get(`/clients${queryString(query)}`, { schema: customersPageSchema, signal });

/** Buyers aggregated by document, from their paid orders; the last page stays while the next loads. */
export const useClients = (query: CustomersQuery) =>
  useQuery({
    queryKey: clientKeys.list(query),
    queryFn: ({ signal }) => fetchClients(query, signal),
    placeholderData: keepPreviousData,
  });

/**
 * One buyer's totals, as the list computes them: the list searched by the document, then the exact
 * match. null when the buyer has no paid order yet.
 */
export const useClientSummary = (document: string) =>
  useQuery({
    queryKey: clientKeys.summary(document),
    queryFn: async ({ signal }) => {
      const page = await fetchClients({ search: document, page: 1, pageSize: 'all' }, signal);
      return page.items.find((item) => item.document === document) ?? null;
    },
    enabled: Boolean(document),
  });

/** Every order of one buyer, whatever its status. */
export const useClientOrders = (document: string) =>
  useQuery({
    queryKey: clientKeys.orders(document),
    queryFn: ({ signal }) =>
      webClient.get(`/clients/${encodeURIComponent(document)}/orders?pageSize=all`, {
        schema: chargesPageSchema,
        signal,
      }),
    enabled: Boolean(document),
  });
