import { roleResponseSchema } from '@repasse/core/contract/admin-users';
import type { Role } from '@repasse/core/contract/common';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../../shared/http/forbidden-as-answer.ts';
import { webClient } from '../../../../shared/http/web-client.ts';
import { adminUserQueryKey } from './admin-user.ts';
import { adminUsersQueryKey } from './admin-users.ts';

/** A 403 is a role rule (super-admins only, not one's own): shown, not redirected. */
export const setRole = (userId: string, role: Role) =>
  forbiddenAsAnswer((options) =>
    webClient.request(`/admin/users/${userId}/role`, {
      method: 'PUT',
      body: { role },
      schema: roleResponseSchema,
      ...options,
    }),
  );

export function useSetRole(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (role: Role) => setRole(userId, role),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminUserQueryKey(userId) }),
        queryClient.invalidateQueries({ queryKey: adminUsersQueryKey }),
      ]),
  });
}
