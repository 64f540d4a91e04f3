import { adminRecoveryBalancePageSchema } from '@repasse/core/contract/recovery';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

export const adminRecoveryBalancesQueryKey = ['admin', 'recovery', 'balances'] as const;

export const fetchAdminRecoveryBalances = (paging: Paging, search: string, signal?: AbortSignal) =>
  webClient.get(`/admin/recovery/balances${queryString({ ...paging, search })}`, {
    schema: adminRecoveryBalancePageSchema,
    signal,
  });

export const adminRecoveryBalancesQueryOptions = (paging: Paging, search: string) =>
  queryOptions({
    queryKey: [...adminRecoveryBalancesQueryKey, paging, search],
    queryFn: ({ signal }) => fetchAdminRecoveryBalances(paging, search, signal),
    placeholderData: keepPreviousData,
  });

/** Sellers' recovery balances, the richest first (the server's order), one page at a time. */
export const useAdminRecoveryBalances = (paging: Paging, search: string) =>
  useQuery(adminRecoveryBalancesQueryOptions(paging, search));
