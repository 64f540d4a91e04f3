import { type BalanceResponse, balanceResponseSchema } from '@repasse/core/contract/balance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';
import { financialKeys } from './financial-keys.ts';

export const fetchBalance = (signal?: AbortSignal): Promise<BalanceResponse> =>
  webClient.get('/financial/balance', { schema: balanceResponseSchema, signal });

export const balanceQueryOptions = () =>
  queryOptions({
    queryKey: financialKeys.balance(),
    queryFn: ({ signal }) => fetchBalance(signal),
    staleTime: 15_000,
  });

export const useBalance = () => useQuery(balanceQueryOptions());
