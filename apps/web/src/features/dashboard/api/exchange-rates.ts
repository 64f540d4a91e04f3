import { exchangeRatesResponseSchema } from '@repasse/core/contract/seller-analytics';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { publicWebClient } from '../../../shared/http/public-web-client.ts';

export const exchangeRateKeys = { all: ['exchange-rates'] as const };

/** The server's stored rates; `refresh` asks it to try the provider again (GET /web/public/exchange-rates). */
export const fetchExchangeRates = (refresh: boolean, signal?: AbortSignal) =>
  publicWebClient.get(`/exchange-rates${refresh ? '?refresh=true' : ''}`, {
    schema: exchangeRatesResponseSchema,
    ...(signal ? { signal } : {}),
  });

/** The server keeps quotes for five minutes: asking more often would show the same ones. */
export const exchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: exchangeRateKeys.all,
    queryFn: ({ signal }) => fetchExchangeRates(false, signal),
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  });

export const useExchangeRates = () => useQuery(exchangeRatesQueryOptions());

/** The refresh button: its answer replaces the rates shown; a failure leaves them in place. */
export function useRefreshExchangeRates() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => fetchExchangeRates(true),
    onSuccess: (rates) => queryClient.setQueryData(exchangeRateKeys.all, rates),
  });
}
