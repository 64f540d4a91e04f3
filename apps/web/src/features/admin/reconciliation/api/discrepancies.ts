import {
  type Discrepancy,
  type DiscrepancyStatus,
  discrepanciesPageSchema,
  discrepancySchema,
} from '@repasse/core/contract/reconciliation';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

export const discrepancyKeys = {
  all: ['admin', 'discrepancies'] as const,
  list: (status: DiscrepancyStatus, paging: Paging) =>
    [...discrepancyKeys.all, 'list', status, paging] as const,
};

/** Held acquirer notices of one status, newest first, with how many are still open. */
export const useDiscrepancies = (status: DiscrepancyStatus, paging: Paging) =>
  useQuery({
    queryKey: discrepancyKeys.list(status, paging),
    queryFn: ({ signal }) =>
      webClient.get(`/admin/discrepancies${queryString({ status, ...paging })}`, {
        schema: discrepanciesPageSchema,
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Marks a held notice resolved with the admin's note; both lists and the open count reload. */
export function useResolveDiscrepancy() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, note }: { id: Discrepancy['id']; note: string }) =>
      webClient.post(
        `/admin/discrepancies/${encodeURIComponent(id)}/resolve`,
        { note },
        { schema: discrepancySchema },
      ),
    // A 409 means someone else resolved it first: the list is stale either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: discrepancyKeys.all }),
  });
}
