import {
  type PlatformSwitches,
  type PlatformSwitchesInput,
  platformSwitchesSchema,
} from '@repasse/core/contract/admin-products';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';
import { auditLogQueryKey } from '../../audit/api/audit-log.ts';

export const platformSwitchesQueryKey = ['admin', 'platform-switches'] as const;

export const fetchPlatformSwitches = (signal?: AbortSignal) =>
  webClient.get('/admin/platform-switches', { schema: platformSwitchesSchema, signal });

export const platformSwitchesQueryOptions = () =>
  queryOptions({
    queryKey: platformSwitchesQueryKey,
    queryFn: ({ signal }) => fetchPlatformSwitches(signal),
  });

/** Whether new withdrawals, sales and registrations are paused, and who changed that last. */
export const usePlatformSwitches = () => useQuery(platformSwitchesQueryOptions());

export const savePlatformSwitches = (body: PlatformSwitchesInput) =>
  webClient.request('/admin/platform-switches', {
    method: 'PUT',
    body,
    schema: platformSwitchesSchema,
  });

export function useSavePlatformSwitches() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlatformSwitches,
    onSuccess: (saved: PlatformSwitches) => {
      queryClient.setQueryData(platformSwitchesQueryKey, saved);
      // Flips are audited: the administrators panel's log reads them.
      return queryClient.invalidateQueries({ queryKey: auditLogQueryKey });
    },
  });
}
