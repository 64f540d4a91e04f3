import {
  type CreateRecoveryTopUp,
  type RecoveryTopUp,
  type RecoveryTopUpsQuery,
  recoveryBalanceResponseSchema,
  recoveryTopUpPageSchema,
  recoveryTopUpSchema,
} from '@repasse/core/contract/recovery';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../shared/http/forbidden-as-answer.ts';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';

/** Invalidating `all` refreshes the balance (and its pending top-up) and the history. */
export const recoveryKeys = {
  all: ['recovery'] as const,
  balance: () => [...recoveryKeys.all, 'balance'] as const,
  topUps: (query: RecoveryTopUpsQuery) => [...recoveryKeys.all, 'top-ups', query] as const,
  // Apart from `all`: refreshing the lists must not restart the dialog's polling.
  topUp: (id: string) => ['recovery-top-up', id] as const,
};

/** How often a pending top-up is asked again: the Pix webhook usually lands within seconds. */
export const topUpPollMilliseconds = 2_500;

export const useRecoveryBalance = () =>
  useQuery({
    queryKey: recoveryKeys.balance(),
    queryFn: ({ signal }) =>
      webClient.get('/recovery/balance', { schema: recoveryBalanceResponseSchema, signal }),
    staleTime: 15_000,
  });

/** One page of the seller's top-ups; the previous page stays on screen while the next loads. */
export const useRecoveryTopUps = (query: RecoveryTopUpsQuery) =>
  useQuery({
    queryKey: recoveryKeys.topUps(query),
    queryFn: ({ signal }) =>
      webClient.get(`/recovery/top-ups${queryString(query)}`, {
        schema: recoveryTopUpPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** A top-up being paid, asked again while it is pending (not while the tab is hidden). */
export const useRecoveryTopUp = (initial: RecoveryTopUp) =>
  useQuery({
    queryKey: recoveryKeys.topUp(initial.id),
    queryFn: ({ signal }) =>
      webClient.get(`/recovery/top-ups/${initial.id}`, { schema: recoveryTopUpSchema, signal }),
    initialData: initial,
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.status === 'pending' ? topUpPollMilliseconds : false,
  });

type CreateVariables = { body: CreateRecoveryTopUp; idempotencyKey: string };

/** Stage 1 → 2: a Pix charge for the amount; a retry with the same key answers the same top-up. */
export function useCreateRecoveryTopUp() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, idempotencyKey }: CreateVariables) =>
      forbiddenAsAnswer((options) =>
        webClient.post('/recovery/top-ups', body, {
          schema: recoveryTopUpSchema,
          headers: { 'idempotency-key': idempotencyKey },
          ...options,
        }),
      ),
    onSuccess: (topUp) => {
      queryClient.setQueryData(recoveryKeys.topUp(topUp.id), topUp);
      // The history gains a row and the balance its pending top-up (for resuming the dialog).
      void queryClient.invalidateQueries({ queryKey: recoveryKeys.all });
    },
  });
}
