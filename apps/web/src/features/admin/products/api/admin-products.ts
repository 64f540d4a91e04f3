import {
  type AdminProduct,
  type AdminProductAction,
  type AdminProductsPage,
  type AdminProductsQuery,
  adminProductSchema,
  adminProductsPageSchema,
} from '@repasse/core/contract/admin-products';
import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../../shared/http/forbidden-as-answer.ts';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';

export const adminProductsQueryKey = ['admin', 'products'] as const;

export const fetchAdminProducts = (query: AdminProductsQuery, signal?: AbortSignal) =>
  webClient.get(`/admin/products${queryString(query)}`, {
    schema: adminProductsPageSchema,
    signal,
  });

export const adminProductsQueryOptions = (query: AdminProductsQuery) =>
  queryOptions({
    queryKey: [...adminProductsQueryKey, query],
    queryFn: ({ signal }) => fetchAdminProducts(query, signal),
    placeholderData: keepPreviousData,
  });

/** Every seller's products, newest first, with their sales, one page at a time. */
export const useAdminProducts = (query: AdminProductsQuery) =>
  useQuery(adminProductsQueryOptions(query));

/**
 * Takes a product off sale (with the reason the seller reads) or puts it back. A 403 (a plain
 * admin acting on a super-admin's product) is an answer to show in the dialog, not a redirect.
 */
export const setAdminProductStatus = (id: string, body: AdminProductAction) =>
  forbiddenAsAnswer((options) =>
    webClient.post(`/admin/products/${encodeURIComponent(id)}/status`, body, {
      schema: adminProductSchema,
      ...options,
    }),
  );

export function useSetAdminProductStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AdminProductAction }) =>
      setAdminProductStatus(id, body),
    onSuccess: (product: AdminProduct) => {
      // The row changes in place at once; the list is read again for the filters it may leave.
      queryClient.setQueriesData<AdminProductsPage>({ queryKey: adminProductsQueryKey }, (page) =>
        page
          ? { ...page, items: page.items.map((row) => (row.id === product.id ? product : row)) }
          : page,
      );
      return queryClient.invalidateQueries({ queryKey: adminProductsQueryKey });
    },
  });
}
