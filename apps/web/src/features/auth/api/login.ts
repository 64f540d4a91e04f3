import type { LoginRequest, LoginResponse } from '@repasse/core/contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { loadChunk } from '../../../app/chunk-reload.ts';
import { publicWebClient } from '../../../shared/http/public-web-client.ts';
import { startSession } from '../../../shared/session/session-store.ts';

/** The contract (and zod) load with the first login, not with the login page. */
export async function login(body: LoginRequest): Promise<LoginResponse> {
  const { loginResponseSchema } = await loadChunk(() => import('@repasse/core/contract/auth'));
  return publicWebClient.post('/auth/login', body, { schema: loginResponseSchema });
}

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
