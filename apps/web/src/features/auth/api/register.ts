import {
  type RegisterRequest,
  registerResponseSchema,
  type SessionUser,
} from '@repasse/core/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { publicWebClient } from '../../../shared/http/public-web-client.ts';

export async function register(body: RegisterRequest): Promise<SessionUser> {
  const { user } = await publicWebClient.post('/auth/register', body, {
    schema: registerResponseSchema,
  });
  return user;
}

export const useRegister = () => useMutation({ mutationFn: register });
