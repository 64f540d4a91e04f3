import {
  type FeeProfileBody,
  type FeeProfileResponse,
  feeProfileResponseSchema,
} from '@repasse/core/contract/fees';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../../shared/http/web-client.ts';
import { feeProfileKeys } from './fee-profile-keys.ts';

type SaveVariables = { id: string | null; body: FeeProfileBody };

/** Creates (no id) or replaces every field of a profile. */
export const saveFeeProfile = ({ id, body }: SaveVariables): Promise<FeeProfileResponse> =>
  id
    ? webClient.request(`/admin/fee-profiles/${encodeURIComponent(id)}`, {
        method: 'PUT',
        body,
        schema: feeProfileResponseSchema,
      })
    : webClient.post('/admin/fee-profiles', body, { schema: feeProfileResponseSchema });

export function useSaveFeeProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveFeeProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: feeProfileKeys.all }),
  });
}
