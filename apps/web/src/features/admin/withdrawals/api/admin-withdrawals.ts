import {
  type AdminWithdrawalFilters,
  adminWithdrawalDetailSchema,
  adminWithdrawalSchema,
  adminWithdrawalsPageSchema,
  bulkApproveResponseSchema,
} from '@repasse/core/contract/withdrawals';
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { queryString } from '../../../../shared/http/query-string.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import type { Paging } from '../../panel-ui/paging.ts';

export const adminWithdrawalKeys = {
  all: ['admin', 'withdrawals'] as const,
  list: (filters: AdminWithdrawalFilters, paging: Paging) =>
    [...adminWithdrawalKeys.all, 'list', filters, paging] as const,
  detail: (id: string) => [...adminWithdrawalKeys.all, 'detail', id] as const,
};

export const fetchAdminWithdrawals = (
  filters: AdminWithdrawalFilters,
  paging: Paging,
  signal?: AbortSignal,
) =>
  webClient.get(`/admin/withdrawals${queryString({ ...filters, ...paging })}`, {
    schema: adminWithdrawalsPageSchema,
    signal,
  });

export const useAdminWithdrawals = (filters: AdminWithdrawalFilters, paging: Paging) =>
  useQuery({
    queryKey: adminWithdrawalKeys.list(filters, paging),
    queryFn: ({ signal }) => fetchAdminWithdrawals(filters, paging, signal),
    placeholderData: keepPreviousData,
  });

export const useAdminWithdrawal = (id: string | null) =>
  useQuery({
    queryKey: adminWithdrawalKeys.detail(id ?? ''),
    queryFn: ({ signal }) =>
      webClient.get(`/admin/withdrawals/${id}`, { schema: adminWithdrawalDetailSchema, signal }),
    enabled: id !== null,
  });

/** Every action changes the queue and the seller's balance: both load again. */
const refresh = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ queryKey: adminWithdrawalKeys.all });

export function useApproveWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      webClient.post(`/admin/withdrawals/${id}/approve`, undefined, {
        schema: adminWithdrawalSchema,
      }),
    onSuccess: () => refresh(queryClient),
  });
}

export function useRejectWithdrawal() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      webClient.post(
        `/admin/withdrawals/${id}/reject`,
        { reason },
        {
          schema: adminWithdrawalSchema,
        },
      ),
    onSuccess: () => refresh(queryClient),
  });
}

export function useBulkApproveWithdrawals() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: string[]) =>
      webClient.post(
        '/admin/withdrawals/bulk-approve',
        { ids },
        {
          schema: bulkApproveResponseSchema,
        },
      ),
    onSettled: () => refresh(queryClient),
  });
}

export function useSaveWithdrawalNotes() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, notes }: { id: string; notes: string }) =>
      webClient.request(`/admin/withdrawals/${id}/notes`, {
        method: 'PUT',
        body: { notes },
        schema: adminWithdrawalSchema,
      }),
    onSuccess: () => refresh(queryClient),
  });
}
