import {
  type AdminOrderDetail,
  adminOrderDetailSchema,
  chargeSchema,
} from '@repasse/core/contract/charges';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';
import { adminOrdersKey } from './admin-orders.ts';

export type Posting = AdminOrderDetail['postings'][number];

export const adminOrderQueryKey = (id: string) => ['admin', 'order', id] as const;

/** Any seller's order with its seller, acquirer attempts and ledger postings. */
export const useAdminOrder = (id: string) =>
  useQuery({
    queryKey: adminOrderQueryKey(id),
    queryFn: ({ signal }) =>
      webClient.get(`/admin/orders/${encodeURIComponent(id)}`, {
        schema: adminOrderDetailSchema,
        signal,
      }),
    enabled: Boolean(id),
  });

/** A full refund (no amount) or a partial one, by an admin. */
export function useAdminRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (amount: number | undefined) =>
      webClient.post(
        `/admin/orders/${encodeURIComponent(id)}/refund`,
        amount === undefined ? {} : { amount },
        { schema: chargeSchema },
      ),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: adminOrdersKey });
      return queryClient.invalidateQueries({ queryKey: adminOrderQueryKey(id) });
    },
  });
}
