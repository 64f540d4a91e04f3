import {
  type AwardClaimInput,
  awardClaimSchema,
  sellerAwardsSchema,
} from '@repasse/core/contract/awards';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../shared/http/forbidden-as-answer.ts';
import { webClient } from '../../../shared/http/web-client.ts';

export const awardKeys = { all: ['awards'] as const };

/** Every tier with the caller's progress, what they reached and their claims. */
export const useSellerAwards = () =>
  useQuery({
    queryKey: awardKeys.all,
    queryFn: ({ signal }) => webClient.get('/awards', { schema: sellerAwardsSchema, signal }),
    staleTime: 30_000,
  });

/**
 * Claims a reached physical award. A 403 (an admin acting as the seller may not attest the
 * recipient's identity) is an answer to show in the form, not a redirect.
 */
export const claimAward = (body: AwardClaimInput) =>
  forbiddenAsAnswer((options) =>
    webClient.post('/awards/claims', body, { schema: awardClaimSchema, ...options }),
  );

export function useClaimAward() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: claimAward,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: awardKeys.all }),
  });
}
