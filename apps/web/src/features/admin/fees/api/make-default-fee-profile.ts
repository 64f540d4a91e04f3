import { feeProfileResponseSchema } from '@repasse/core/contract/fees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';
import { feeProfileKeys } from './fee-profile-keys.ts';

/** The platform default applies to every user without a profile of their own. */
export const makeDefaultFeeProfile = (id: string) =>
  webClient.post(`/admin/fee-profiles/${encodeURIComponent(id)}/default`, undefined, {
    schema: feeProfileResponseSchema,
  });

export function useMakeDefaultFeeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: makeDefaultFeeProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feeProfileKeys.all }),
  });
}
