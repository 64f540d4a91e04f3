import { idempotencyKeySchema } from '@repasse/core/contract/common';
import type { FastifyRequest } from 'fastify';
import { badRequest } from './errors.ts';

/** The request's Idempotency-Key, if it sent one; a malformed one is refused the same way everywhere. */
export function idempotencyKeyOf(request: FastifyRequest): string | undefined {
  const header = request.headers['idempotency-key'];
  if (header === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(Array.isArray(header) ? header[0] : header);
  if (!parsed.success)
    throw badRequest('idempotency.invalid_key', {
      'Idempotency-Key': 'errors.idempotency.invalid_key',
    });
  return parsed.data;
}
