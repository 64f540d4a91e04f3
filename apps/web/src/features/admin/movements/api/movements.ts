import { movementsPageSchema } from '@repasse/core/contract/ledger';
import type { PageSize } from '@repasse/core/contract/pagination';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';

export type MovementsFilters = {
  userId?: string;
  account?: string;
  type?: string;
  from?: string;
  to?: string;
};
export type MovementsQuery = MovementsFilters & { page: number; pageSize: PageSize };
export type Movement = z.infer<typeof movementsPageSchema>['items'][number];

export const movementsQueryKey = ['admin', 'ledger-movements'] as const;

export const fetchMovements = (query: MovementsQuery, signal?: AbortSignal) =>
  webClient.get(`/admin/ledger/movements${queryString(query)}`, {
    schema: movementsPageSchema,
    signal,
  });

/** Every ledger posting, newest first, filtered and paginated ("all" included). */
export const useMovements = (query: MovementsQuery) =>
  useQuery({
    queryKey: [...movementsQueryKey, query],
    queryFn: ({ signal }) => fetchMovements(query, signal),
    placeholderData: keepPreviousData,
  });
