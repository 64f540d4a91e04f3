import { recoveryLinkSchema } from '@repasse/core/contract/checkout';
import { useQuery } from '@tanstack/react-query';
import { publicWebClient } from '../../../shared/http/public-web-client.ts';
import { checkoutKeys } from './checkout.ts';

/**
 * What a recovery link (`?r=`) prefills and offers. Read once per page: the server counts the
 * click, and an unknown or expired link (404) just leaves the normal checkout.
 */
export const useRecoveryLink = (token: string | null) =>
  useQuery({
    queryKey: [...checkoutKeys.all, 'recovery-link', token],
    queryFn: ({ signal }) =>
      publicWebClient.get(`/recovery/links/${encodeURIComponent(token ?? '')}`, {
        schema: recoveryLinkSchema,
        signal,
      }),
    enabled: token !== null,
    retry: false,
    staleTime: Number.POSITIVE_INFINITY,
    refetchOnWindowFocus: false,
  });
