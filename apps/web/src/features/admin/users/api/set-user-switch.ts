import { switchResponseSchema } from '@repasse/core/contract/admin-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';
import { adminUserQueryKey } from './admin-user.ts';
import { adminUsersQueryKey } from './admin-users.ts';

/** An admin's on/off switches on a user, by the path segment of their route. */
export const userSwitchPaths = {
  autoWithdrawal: 'auto-withdrawal',
  rawCardAllowed: 'raw-card-data',
} as const;
export type UserSwitch = keyof typeof userSwitchPaths;

export const setUserSwitch = (userId: string, name: UserSwitch, enabled: boolean) =>
  webClient.request(`/admin/users/${userId}/${userSwitchPaths[name]}`, {
    method: 'PUT',
    body: { enabled },
    schema: switchResponseSchema,
  });

export function useSetUserSwitch(userId: string, name: UserSwitch) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (enabled: boolean) => setUserSwitch(userId, name, enabled),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
      ]),
  });
}
