import {
  type AdminAwardClaimsQuery,
  type AwardClaimTransition,
  type AwardTierInput,
  adminAwardClaimSchema,
  adminAwardClaimsPageSchema,
  awardTierSchema,
  awardTiersSchema,
} from '@repasse/core/contract/awards';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../../shared/http/forbidden-as-answer.ts';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import { uploadWebFile } from '../../../../shared/http/web-files.ts';

export const adminAwardKeys = {
  all: ['admin', 'awards'] as const,
  tiers: () => [...adminAwardKeys.all, 'tiers'] as const,
  claims: (query: AdminAwardClaimsQuery) => [...adminAwardKeys.all, 'claims', query] as const,
};

export const useAdminAwardTiers = () =>
  useQuery({
    queryKey: adminAwardKeys.tiers(),
    queryFn: ({ signal }) =>
      webClient.get('/admin/award-tiers', { schema: awardTiersSchema, signal }),
  });

/** Creates (no id) or changes a tier. */
export const saveAwardTier = ({ id, body }: { id: string | null; body: AwardTierInput }) =>
  id
    ? webClient.request(`/admin/award-tiers/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        schema: awardTierSchema,
      })
    : webClient.post('/admin/award-tiers', body, { schema: awardTierSchema });

export function useSaveAwardTier() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveAwardTier,
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAwardKeys.tiers() }),
  });
}

export function useUploadAwardTierImage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, file }: { id: string; file: File }) =>
      uploadWebFile(`/admin/award-tiers/${encodeURIComponent(id)}/image`, file, {
        method: 'PUT',
        schema: awardTierSchema,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAwardKeys.tiers() }),
  });
}

export const useAdminAwardClaims = (query: AdminAwardClaimsQuery) =>
  useQuery({
    queryKey: adminAwardKeys.claims(query),
    queryFn: ({ signal }) =>
      webClient.get(`/admin/award-claims${queryString(query)}`, {
        schema: adminAwardClaimsPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/**
 * Moves a claim one step. A 403 (a plain admin and a super-admin's claim) is an answer to show
 * where the admin is, not a redirect.
 */
export const moveAwardClaim = (id: string, body: AwardClaimTransition) =>
  forbiddenAsAnswer((options) =>
    webClient.post(`/admin/award-claims/${encodeURIComponent(id)}/transition`, body, {
      schema: adminAwardClaimSchema,
      ...options,
    }),
  );

export function useMoveAwardClaim() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: AwardClaimTransition }) =>
      moveAwardClaim(id, body),
    // The queue and the tiers' open-claim counts both change.
    onSettled: () => queryClient.invalidateQueries({ queryKey: adminAwardKeys.all }),
  });
}
