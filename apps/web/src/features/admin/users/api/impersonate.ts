import { impersonationResponseSchema } from '@repasse/core/contract/admin-users';
import { useMutation } from '@tanstack/react-query';
import { forbiddenAsAnswer } from '../../../../shared/http/forbidden-as-answer.ts';
import { webClient } from '../../../../shared/http/web-client.ts';

/** A short session acting as a seller; 403 (an administrator, oneself) is shown in place. */
export const impersonate = (userId: string) =>
  forbiddenAsAnswer((options) =>
    webClient.post(`/admin/users/${userId}/impersonate`, undefined, {
      schema: impersonationResponseSchema,
      ...options,
    }),
  );

export const useImpersonate = () => useMutation({ mutationFn: impersonate });
