import type { FastifyRequest } from 'fastify';
import { AppError, unauthorized } from '../../http/errors.ts';
import type { ApiKeyContext } from '../integrations/keys.ts';

/** What a secret key sees: its seller's objects of its own mode (test or live). */
export type KeyScope = { sellerId: string; livemode: boolean };

export function requireKey(request: FastifyRequest): ApiKeyContext {
  if (!request.apiKey) throw unauthorized();
  return request.apiKey;
}

export function keyScope(request: FastifyRequest): KeyScope {
  const key = requireKey(request);
  return { sellerId: key.sellerId, livemode: key.mode === 'live' };
}

/** Money leaves only through live keys: test mode has no real balance to withdraw. */
export function requireLiveKey(request: FastifyRequest): KeyScope {
  const scope = keyScope(request);
  if (!scope.livemode) throw new AppError('api.live_key_required');
  return scope;
}
