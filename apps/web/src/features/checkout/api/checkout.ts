import { type CreateCardToken, cardTokenSchema } from '@repasse/core/contract/card-tokens';
import {
  type Checkout,
  type CheckoutCharge,
  checkoutChargeSchema,
  checkoutSchema,
} from '@repasse/core/contract/checkout';
import type { CheckoutChargeRequest } from '@repasse/core/contract/products';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { settings } from '../../../shared/config/settings.ts';
import { createHttpClient } from '../../../shared/http/http-client.ts';
import { publicWebClient } from '../../../shared/http/public-web-client.ts';

/** What the form hands over: the card as typed, which never goes further than /v1/tokens. */
export type CheckoutSubmission = Omit<CheckoutChargeRequest, 'card'> & {
  card?: CreateCardToken['card'];
};

/** /v1 with the seller's public key: the only call that ever carries the card number. */
const tokenClient = createHttpClient({ baseUrl: `${settings.apiUrl}/v1` });

/** Query keys of the hosted checkout. */
export const checkoutKeys = {
  all: ['checkout'] as const,
  product: (productId: string) => [...checkoutKeys.all, 'product', productId] as const,
  charge: (chargeId: string) => [...checkoutKeys.all, 'charge', chargeId] as const,
};

/** How often a pending payment is asked about (Pix and boleto are paid elsewhere). */
export const pollMilliseconds = 3000;

/**
 * The product, its seller's name, the methods and the card instalment options. Fresh for a while:
 * the route asks for it as the page starts loading (router.tsx), the screen then reads it.
 */
export const checkoutQueryOptions = (productId: string) =>
  queryOptions({
    queryKey: checkoutKeys.product(productId),
    queryFn: ({ signal }) =>
      publicWebClient.get(`/checkout/${encodeURIComponent(productId)}`, {
        schema: checkoutSchema,
        signal,
      }),
    retry: false,
    staleTime: 60_000,
  });

export const useCheckout = (productId: string) => useQuery(checkoutQueryOptions(productId));

/**
 * Tokenises the card in the browser with the seller's public key, then pays with the token: the
 * card number and security code reach the vault and nothing else (PCI DSS SAQ A for sellers).
 */
export const useCreateCheckoutCharge = (checkout: Checkout) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ card, ...rest }: CheckoutSubmission) => {
      let body: CheckoutChargeRequest = rest;
      if (card) {
        const token = await tokenClient.post(
          '/tokens',
          { card },
          {
            schema: cardTokenSchema,
            headers: { authorization: `Bearer ${checkout.publicKey ?? ''}` },
            skipAuthRedirect: true,
          },
        );
        body = { ...rest, card: { token: token.id } };
      }
      return publicWebClient.post(
        `/checkout/${encodeURIComponent(checkout.product.id)}/charges`,
        body,
        { schema: checkoutChargeSchema },
      );
    },
    onSuccess: (charge) => queryClient.setQueryData(checkoutKeys.charge(charge.id), charge),
  });
};

/** The buyer's payment, asked again every 3 s while it is pending. */
export const useCheckoutCharge = (initial: CheckoutCharge) =>
  useQuery({
    queryKey: checkoutKeys.charge(initial.id),
    queryFn: ({ signal }) =>
      publicWebClient.get(`/checkout/charges/${initial.id}`, {
        schema: checkoutChargeSchema,
        signal,
      }),
    initialData: initial,
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? pollMilliseconds : false),
    refetchIntervalInBackground: true,
  });

/** Test mode only: the sandbox pays the Pix or boleto. */
export const useSimulateCheckoutPayment = (chargeId: string) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      publicWebClient.post(`/checkout/charges/${chargeId}/simulate`, undefined, {
        schema: checkoutChargeSchema,
      }),
    onSuccess: (charge) => queryClient.setQueryData(checkoutKeys.charge(charge.id), charge),
  });
};
