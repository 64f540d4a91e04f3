import { feeProfileResponseSchema } from '@repasse/core/contract/fees';
import { useQuery } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';
import { feeProfileKeys } from './fee-profile-keys.ts';

export const fetchFeeProfile = (id: string, signal?: AbortSignal) =>
  webClient.get(`/admin/fee-profiles/${encodeURIComponent(id)}`, {
    schema: feeProfileResponseSchema,
    signal,
  });

/** One profile, fresh from the server before it is edited. */
export const useFeeProfile = (id: string | null) =>
  useQuery({
    queryKey: feeProfileKeys.detail(id ?? ''),
    queryFn: ({ signal }) => fetchFeeProfile(id ?? '', signal),
    enabled: Boolean(id),
  });
