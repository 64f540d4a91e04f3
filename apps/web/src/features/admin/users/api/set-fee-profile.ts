import type { AdminUserDetail } from '@repasse/core/contract/admin-users';
import { userFeeProfileResponseSchema } from '@repasse/core/contract/fees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';
import { adminUserQueryKey } from './admin-user.ts';
import { adminUsersQueryKey } from './admin-users.ts';

export const setFeeProfile = (userId: string, feeProfileId: string | null) =>
  webClient.request(`/admin/users/${userId}/fee-profile`, {
    method: 'PUT',
    body: { feeProfileId },
    schema: userFeeProfileResponseSchema,
  });

/** Null assigns the platform default profile. */
export function useSetFeeProfile(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (feeProfileId: string | null) => setFeeProfile(userId, feeProfileId),
    onSuccess: ({ feeProfileId }) => {
      queryClient.setQueryData<AdminUserDetail>(adminUserQueryKey(userId), (current) =>
        current ? { ...current, user: { ...current.user, feeProfileId } } : current,
      );
      // The users list shows the profile too, and the fees panel counts its users.
      void queryClient.invalidateQueries({ queryKey: adminUsersQueryKey });
    },
  });
}
