import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';
import { adminSessionsQueryKey } from './admin-sessions.ts';

export const revokeSession = (sessionId: string): Promise<void> =>
  webClient.request(`/admin/sessions/${sessionId}`, { method: 'DELETE' });

/** Ends any user's session; session lists and user details are read again. */
export function useRevokeSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminSessionsQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['admin', 'user'] }),
      ]),
  });
}
