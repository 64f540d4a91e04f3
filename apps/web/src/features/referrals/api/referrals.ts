import { referralsSchema } from '@repasse/core/contract/affiliates';
import { useQuery } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';

export const referralKeys = { all: ['referrals'] as const };

/** The caller's referral link, its terms, the sellers it brought and what they earned the caller. */
export const useReferrals = () =>
  useQuery({
    queryKey: referralKeys.all,
    queryFn: ({ signal }) => webClient.get('/referrals', { schema: referralsSchema, signal }),
    staleTime: 30_000,
  });
