import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './access.ts';
import { AppError, unauthorized } from './errors.ts';

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}

/** Money and credentials stay with the real user: an admin acting as them may not change these. */
export function requireOwnSession(request: FastifyRequest): AuthContext {
  const auth = requireAuth(request);
  if (auth.session.impersonatorId) throw new AppError(403, 'impersonation.forbidden_action');
  return auth;
}
