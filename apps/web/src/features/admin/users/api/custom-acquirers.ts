import { type CustomAcquirers, customAcquirersSchema } from '@repasse/core/contract/acquirers';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';

export const customAcquirersQueryKey = (userId: string) =>
  ['admin', 'user', userId, 'acquirers'] as const;

/** A user's acquirer per method; null is "default" (the multi-acquiring list). */
export const useCustomAcquirers = (userId: string) =>
  useQuery({
    queryKey: customAcquirersQueryKey(userId),
    queryFn: ({ signal }) =>
      webClient.get(`/admin/users/${encodeURIComponent(userId)}/acquirers`, {
        schema: customAcquirersSchema,
        signal,
      }),
  });

export function useSetCustomAcquirers(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (custom: CustomAcquirers) =>
      webClient.request(`/admin/users/${encodeURIComponent(userId)}/acquirers`, {
        method: 'PUT',
        body: custom,
        schema: customAcquirersSchema,
      }),
    onSuccess: (saved) => queryClient.setQueryData(customAcquirersQueryKey(userId), saved),
  });
}
