import { anticipationSimulationResponseSchema } from '@repasse/core/contract/fees';
import { type AnticipationRequest, anticipationResultSchema } from '@repasse/core/contract/ledger';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../shared/http/api-error.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { financialKeys } from './financial-keys.ts';

/** Without order ids: every pending card order. */
export const simulateAnticipation = (orderIds?: string[], signal?: AbortSignal) =>
  webClient.post('/financial/anticipation/simulation', orderIds ? { orderIds } : {}, {
    schema: anticipationSimulationResponseSchema,
    signal,
  });

/** What could be anticipated now: the simulation of every pending card order. */
export const useAnticipatable = () =>
  useQuery({
    queryKey: financialKeys.anticipatable(),
    queryFn: ({ signal }) => simulateAnticipation(undefined, signal),
    staleTime: 30_000,
  });

export const useSimulateAnticipation = () =>
  useMutation({ mutationFn: (orderIds?: string[]) => simulateAnticipation(orderIds) });

type AnticipateVariables = AnticipationRequest & { idempotencyKey: string };

export const anticipate = ({ orderIds, idempotencyKey }: AnticipateVariables) =>
  webClient.post('/financial/anticipation', orderIds ? { orderIds } : {}, {
    schema: anticipationResultSchema,
    headers: { 'idempotency-key': idempotencyKey },
  });

/** Anticipates; balances, statement and what is left to anticipate are loaded again. */
export function useAnticipate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: anticipate,
    // Not awaited: the caller hears of the success at once, while balances load again.
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: financialKeys.all });
    },
    onError: (error) => {
      if (isApiError(error) && error.code === 'anticipation.nothing_to_anticipate') {
        void queryClient.invalidateQueries({ queryKey: financialKeys.all });
      }
    },
  });
}
