import type { FastifyRequest } from 'fastify';
import type { AuthContext } from './access.ts';
import { unauthorized } from './errors.ts';

export function requireAuth(request: FastifyRequest): AuthContext {
  if (!request.auth) throw unauthorized();
  return request.auth;
}
