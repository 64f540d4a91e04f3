import { type Account, accountSchema } from '@repasse/core/contract/account';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';

export const accountQueryKey = ['account'] as const;

export const fetchAccount = (signal?: AbortSignal): Promise<Account> =>
  webClient.get('/account', { schema: accountSchema, signal });

export const accountQueryOptions = () =>
  queryOptions({ queryKey: accountQueryKey, queryFn: ({ signal }) => fetchAccount(signal) });

export const useAccount = () => useQuery(accountQueryOptions());
