import type { ChangePassword } from '@repasse/core/contract/account';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../shared/http/forbidden-as-answer.ts';
import { webClient } from '../../../shared/http/web-client.ts';
import { mySessionsQueryKey } from './my-sessions.ts';

export const changePassword = (body: ChangePassword): Promise<void> =>
  forbiddenAsAnswer((options) =>
    webClient.request('/settings/password', { method: 'PUT', body, ...options }),
  );

/** The server ends every other session of the user: the sessions list is read again. */
export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: mySessionsQueryKey }),
  });
}
