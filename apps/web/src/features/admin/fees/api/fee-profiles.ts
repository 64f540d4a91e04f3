import { type FeeProfilesQuery, feeProfilesPageSchema } from '@repasse/core/contract/fees';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import { feeProfileKeys } from './fee-profile-keys.ts';

export const fetchFeeProfiles = (
  { search, page, pageSize }: FeeProfilesQuery,
  signal?: AbortSignal,
) =>
  webClient.get(`/admin/fee-profiles${queryString({ search: search?.trim(), page, pageSize })}`, {
    schema: feeProfilesPageSchema,
    signal,
  });

/** A page of fee profiles, the platform default first. */
export const useFeeProfiles = (query: FeeProfilesQuery) =>
  useQuery({
    queryKey: feeProfileKeys.list(query),
    queryFn: ({ signal }) => fetchFeeProfiles(query, signal),
    placeholderData: keepPreviousData,
  });
