import {
  type RequestWithdrawal,
  type Withdrawal,
  type WithdrawalsQuery,
  withdrawalContextSchema,
  withdrawalSchema,
  withdrawalsPageSchema,
} from '@repasse/core/contract/withdrawals';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../shared/http/forbidden-as-answer.ts';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { financialKeys } from './financial-keys.ts';

/** Under financialKeys.all: whatever refreshes the balances refreshes these too. */
export const withdrawalKeys = {
  all: [...financialKeys.all, 'withdrawals'] as const,
  context: () => [...withdrawalKeys.all, 'context'] as const,
  list: (query: WithdrawalsQuery) => [...withdrawalKeys.all, 'list', query] as const,
  detail: (id: string) => [...withdrawalKeys.all, 'detail', id] as const,
};

export const fetchWithdrawalContext = (signal?: AbortSignal) =>
  webClient.get('/withdrawals/context', { schema: withdrawalContextSchema, signal });

/** Limits, fee, destination key and arrival date of a new request. */
export const useWithdrawalContext = () =>
  useQuery({
    queryKey: withdrawalKeys.context(),
    queryFn: ({ signal }) => fetchWithdrawalContext(signal),
    staleTime: 15_000,
  });

export const fetchWithdrawals = (query: WithdrawalsQuery, signal?: AbortSignal) =>
  webClient.get(`/withdrawals${queryString(query)}`, { schema: withdrawalsPageSchema, signal });

/** One page of the seller's withdrawals; the previous page stays on screen while the next loads. */
export const useWithdrawals = (query: WithdrawalsQuery) =>
  useQuery({
    queryKey: withdrawalKeys.list(query),
    queryFn: ({ signal }) => fetchWithdrawals(query, signal),
    placeholderData: keepPreviousData,
  });

export const fetchWithdrawal = (id: string, signal?: AbortSignal) =>
  webClient.get(`/withdrawals/${id}`, { schema: withdrawalSchema, signal });

/** One withdrawal with its timeline; the row it was opened from shows until it arrives. */
export const useWithdrawal = (id: string | null, placeholder?: Withdrawal) =>
  useQuery({
    queryKey: withdrawalKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchWithdrawal(id ?? '', signal),
    enabled: id !== null,
    placeholderData: placeholder,
  });

type RequestVariables = { body: RequestWithdrawal; idempotencyKey: string };

/** A 403 (impersonation, documents) is an answer to show on the form, not a reason to leave. */
export const requestWithdrawal = ({ body, idempotencyKey }: RequestVariables) =>
  forbiddenAsAnswer((options) =>
    webClient.post('/withdrawals', body, {
      schema: withdrawalSchema,
      headers: { 'idempotency-key': idempotencyKey },
      ...options,
    }),
  );

/** Requests a withdrawal; balances, statement and history load again. */
export function useRequestWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: requestWithdrawal,
    // Not awaited: the seller hears of the success at once, while balances load again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: financialKeys.all });
    },
  });
}
