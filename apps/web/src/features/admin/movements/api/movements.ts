import { type MovementsQuery, movementsPageSchema } from '@repasse/core/contract/ledger';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';

export type MovementsFilters = Omit<MovementsQuery, 'page' | 'pageSize'>;

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
