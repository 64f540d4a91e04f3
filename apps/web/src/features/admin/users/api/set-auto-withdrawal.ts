import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { webClient } from '../../../../shared/http/web-client.ts';
import { adminUserQueryKey } from './admin-user.ts';
import { adminUsersQueryKey } from './admin-users.ts';

export const setAutoWithdrawal = (userId: string, enabled: boolean) =>
  webClient.request(`/admin/users/${userId}/auto-withdrawal`, {
    method: 'PUT',
    body: { enabled },
    schema: z.object({ enabled: z.boolean() }),
  });

export function useSetAutoWithdrawal(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setAutoWithdrawal(userId, enabled),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
      ]),
  });
}
