import { type Account, accountSchema, type UpdateProfile } from '@repasse/core/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { webClient } from '../../../shared/http/web-client.ts';
import { accountQueryKey } from './account.ts';

export const updateProfile = (body: UpdateProfile): Promise<Account> =>
  webClient.request('/account/profile', { method: 'PATCH', body, schema: accountSchema });

/** Contact, business and address data: no password needed. */
export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
}
