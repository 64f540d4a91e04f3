import { type Account, accountSchema, type UpdateBank } from '@repasse/core/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../shared/http/forbidden-as-answer.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { accountQueryKey } from './account.ts';

/** A 403 here means "not while acting as the seller": shown in the dialog. */
export const updateBank = (body: UpdateBank): Promise<Account> =>
  forbiddenAsAnswer((options) =>
    webClient.request('/account/bank', { method: 'PUT', body, schema: accountSchema, ...options }),
  );

export function useUpdateBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateBank,
    onSuccess: (account) => queryClient.setQueryData(accountQueryKey, account),
  });
}
