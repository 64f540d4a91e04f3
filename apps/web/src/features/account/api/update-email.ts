import { type Account, accountSchema, type UpdateEmail } from '@repasse/core/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../shared/http/forbidden-as-answer.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { meQueryKey } from '../../../shared/session/me-query.ts';
import { accountQueryKey } from './account.ts';

export const updateEmail = (body: UpdateEmail): Promise<Account> =>
  forbiddenAsAnswer((options) =>
    webClient.request('/account/email', { method: 'PUT', body, schema: accountSchema, ...options }),
  );

/** The login email; the user menu shows it too, so the session is read again. */
export function useUpdateEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEmail,
    onSuccess: (account) => {
      queryClient.setQueryData(accountQueryKey, account);
      void queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}
