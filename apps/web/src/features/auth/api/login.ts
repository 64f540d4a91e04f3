import {
  type LoginRequest,
  type LoginResponse,
  loginResponseSchema,
} from '@repasse/core/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { publicWebClient } from '../../../shared/http/public-web-client.ts';
import { startSession } from '../../../shared/session/session-store.ts';

export const login = (body: LoginRequest): Promise<LoginResponse> =>
  publicWebClient.post('/auth/login', body, { schema: loginResponseSchema });

/** Logs in, then stores the token and the owner flag; cached data of a previous user is dropped. */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => {
      queryClient.clear();
      startSession(token, user.role);
    },
  });
}
