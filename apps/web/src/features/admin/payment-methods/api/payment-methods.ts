import {
  type PaymentMethodsState,
  paymentMethodsStateSchema,
} from '@repasse/core/contract/acquirers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';

export const paymentMethodsQueryKey = ['admin', 'payment-methods'] as const;

/** Whether pix, card and boleto are on for the whole platform. */
export const usePaymentMethods = () =>
  useQuery({
    queryKey: paymentMethodsQueryKey,
    queryFn: ({ signal }) =>
      webClient.get('/admin/payment-methods', { schema: paymentMethodsStateSchema, signal }),
  });

export function useSavePaymentMethods() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (state: PaymentMethodsState) =>
      webClient.request('/admin/payment-methods', {
        method: 'PUT',
        body: state,
        schema: paymentMethodsStateSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(paymentMethodsQueryKey, saved),
  });
}
