import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { webClient } from '../../../../shared/http/web-client.ts';

/** Only what naming a profile needs; the fee values stay with the fees panel. */
const feeProfileNameSchema = z.object({
  id: z.string().uuid(),
  uniqueId: z.string(),
  referenceCode: z.string().nullable().optional(),
  isDefault: z.boolean(),
});
export type FeeProfileName = z.infer<typeof feeProfileNameSchema>;

const feeProfileNamesSchema = z.object({ items: z.array(feeProfileNameSchema) });

export const feeProfileNamesQueryKey = ['admin', 'fee-profiles', 'names'] as const;

export const fetchFeeProfileNames = (signal?: AbortSignal) =>
  webClient.get('/admin/fee-profiles?pageSize=all', { schema: feeProfileNamesSchema, signal });

export const feeProfileNamesQueryOptions = () =>
  queryOptions({
    queryKey: feeProfileNamesQueryKey,
    queryFn: ({ signal }) => fetchFeeProfileNames(signal),
    select: (page) => page.items,
    staleTime: 60_000,
  });

export const useFeeProfileNames = () => useQuery(feeProfileNamesQueryOptions());
