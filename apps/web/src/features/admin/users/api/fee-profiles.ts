import { type FeeProfileResponse, feeProfilesPageSchema } from '@repasse/core/contract/fees';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';

/** Only what naming a profile needs; the fee values are the fees panel's business. */
export type FeeProfileName = Pick<
  FeeProfileResponse,
  'id' | 'uniqueId' | 'referenceCode' | 'isDefault'
>;

export const feeProfileNamesQueryKey = ['admin', 'fee-profiles', 'names'] as const;

export const fetchFeeProfileNames = (signal?: AbortSignal) =>
  webClient.get('/admin/fee-profiles?pageSize=all', { schema: feeProfilesPageSchema, signal });

export const feeProfileNamesQueryOptions = () =>
  queryOptions({
    queryKey: feeProfileNamesQueryKey,
    queryFn: ({ signal }) => fetchFeeProfileNames(signal),
    select: (page): FeeProfileName[] => page.items,
    staleTime: 60_000,
  });

export const useFeeProfileNames = () => useQuery(feeProfileNamesQueryOptions());
