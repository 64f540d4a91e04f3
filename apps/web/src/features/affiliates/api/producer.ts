import {
  type AffiliationDecision,
  type ProducerAffiliatesQuery,
  producerAffiliateSchema,
  producerAffiliatesPageSchema,
} from '@repasse/core/contract/affiliates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../shared/http/forbidden-as-answer.ts';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { affiliateKeys } from './affiliate-keys.ts';

/** One page of the affiliates of the caller's products, with what each sold. */
export const useProducerAffiliates = (query: ProducerAffiliatesQuery) =>
  useQuery({
    queryKey: affiliateKeys.producer(query),
    queryFn: ({ signal }) =>
      webClient.get(`/affiliates/producer${queryString(query)}`, {
        schema: producerAffiliatesPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

type DecisionVariables = { id: string; body: AffiliationDecision };

/** Approves, refuses, blocks or unblocks an affiliate (a reason for refusing and blocking). */
export function useDecideAffiliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: DecisionVariables) =>
      forbiddenAsAnswer((options) =>
        webClient.post(`/affiliates/affiliations/${encodeURIComponent(id)}/decision`, body, {
          schema: producerAffiliateSchema,
          ...options,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
}
