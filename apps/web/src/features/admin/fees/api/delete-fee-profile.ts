import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';
import { feeProfileKeys } from './fee-profile-keys.ts';

/** Refused with 409 while users have the profile, or when it is the platform default. */
export const deleteFeeProfile = (id: string): Promise<void> =>
  webClient.request(`/admin/fee-profiles/${encodeURIComponent(id)}`, { method: 'DELETE' });

export function useDeleteFeeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteFeeProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feeProfileKeys.all }),
  });
}
