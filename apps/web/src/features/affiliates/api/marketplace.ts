import {
  type AffiliationRequest,
  affiliateLinkSchema,
  type MarketplaceQuery,
  marketplacePageSchema,
} from '@repasse/core/contract/affiliates';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../shared/http/forbidden-as-answer.ts';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { affiliateKeys } from './affiliate-keys.ts';

/** One page of the programmes open to affiliation; `invite` finds an unlisted one. */
export const useMarketplace = (query: MarketplaceQuery, enabled = true) =>
  useQuery({
    queryKey: affiliateKeys.marketplace(query),
    queryFn: ({ signal }) =>
      webClient.get(`/affiliates/marketplace${queryString(query)}`, {
        schema: marketplacePageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    enabled,
  });

/** Asks to promote a product; an open programme answers with the link at once. */
export function useRequestAffiliation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AffiliationRequest) =>
      forbiddenAsAnswer((options) =>
        webClient.post('/affiliates/affiliations', body, {
          schema: affiliateLinkSchema,
          ...options,
        }),
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: affiliateKeys.all }),
  });
}
