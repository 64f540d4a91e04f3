import {
  type PlatformSettingsBody,
  platformSettingsResponseSchema,
} from '@repasse/core/contract/fees';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';

export const platformSettingsQueryKey = ['admin', 'platform-settings'] as const;

export const fetchPlatformSettings = (signal?: AbortSignal) =>
  webClient.get('/admin/platform-settings', { schema: platformSettingsResponseSchema, signal });

export const usePlatformSettings = () =>
  useQuery({
    queryKey: platformSettingsQueryKey,
    queryFn: ({ signal }) => fetchPlatformSettings(signal),
  });

export const savePlatformSettings = (body: PlatformSettingsBody) =>
  webClient.request('/admin/platform-settings', {
    method: 'PUT',
    body,
    schema: platformSettingsResponseSchema,
  });

export function useSavePlatformSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePlatformSettings,
    onSuccess: (saved) => queryClient.setQueryData(platformSettingsQueryKey, saved),
  });
}
