import { affiliateLinksSchema } from '@repasse/core/contract/affiliates';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../shared/http/query-string.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { type AffiliatePeriod, affiliateKeys } from './affiliate-keys.ts';

/** The caller's affiliations with their links and the period's clicks, sales and commissions. */
export const useAffiliateLinks = (period: AffiliatePeriod) =>
  useQuery({
    queryKey: affiliateKeys.links(period),
    queryFn: ({ signal }) =>
      webClient.get(`/affiliates/links${queryString(period)}`, {
        schema: affiliateLinksSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 15_000,
  });
