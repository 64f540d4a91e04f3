import { createHash, timingSafeEqual } from 'node:crypto';
import type { WebhookRequest } from './types.ts';

/** Node lowercases header names, but a caller building the request by hand may not have. */
export function headerOf(request: WebhookRequest, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(request.headers))
    if (key.toLowerCase() === wanted) return Array.isArray(value) ? value[0] : value;
  return undefined;
}

const digest = (value: string | Buffer) => createHash('sha256').update(value).digest();

/**
 * Constant-time equality of a value from a request and the one we expect. Both are hashed first so
 * the comparison takes the same time whatever their lengths (timingSafeEqual throws on a mismatch).
 */
export const sameValue = (given: string | Buffer, expected: string | Buffer): boolean =>
  timingSafeEqual(digest(given), digest(expected));

/** E.164 with its plus sign: what `OutgoingMessage.to` and `InboundReply.from` carry. */
export const isE164 = (phone: string): boolean => /^\+[1-9]\d{6,14}$/.test(phone);
