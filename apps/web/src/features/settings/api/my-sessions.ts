import { mySessionsResponseSchema } from '@repasse/core/contract/account';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';

export const mySessionsQueryKey = ['settings', 'sessions'] as const;

export const fetchMySessions = (signal?: AbortSignal) =>
  webClient.get('/sessions', { schema: mySessionsResponseSchema, signal });

export const mySessionsQueryOptions = () =>
  queryOptions({ queryKey: mySessionsQueryKey, queryFn: ({ signal }) => fetchMySessions(signal) });

export const useMySessions = () => useQuery(mySessionsQueryOptions());

export const revokeMySession = (id: string): Promise<void> =>
  webClient.request(`/sessions/${id}`, { method: 'DELETE' });

export function useRevokeMySession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeMySession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsQueryKey }),
  });
}
