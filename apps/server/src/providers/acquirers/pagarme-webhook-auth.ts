import {
  createHash,
  createPublicKey,
  type JsonWebKey,
  type KeyObject,
  timingSafeEqual,
  verify,
} from 'node:crypto';
import { WebhookSignatureError } from '../payouts/types.ts';

export const pagarmeSignatureHeader = 'x-webhook-asymmetric-signature';

export type PagarmeWebhookAuth = {
  /** `user:password` of the HTTP Basic credentials configured on the webhook. */
  basic: string | null;
  /** Pagar.me's public keys (a JWKS), by key id. */
  keys: Map<string, KeyObject>;
};

type Headers = Record<string, string | string[] | undefined>;

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const sha256 = (value: string) => createHash('sha256').update(value).digest();

/** Reads a JWKS document; keys that are not RSA signing keys are skipped. */
export function parseJwks(json: string | null | undefined): Map<string, KeyObject> {
  const keys = new Map<string, KeyObject>();
  if (!json) return keys;
  const parsed: unknown = JSON.parse(json);
  const list = (parsed as { keys?: unknown } | null)?.keys;
  if (!Array.isArray(list)) throw new TypeError('Not a JWKS document');
  for (const jwk of list) {
    const { kid, kty, use, alg } = (jwk ?? {}) as Record<string, unknown>;
    if (typeof kid !== 'string' || kty !== 'RSA') continue;
    if ((use !== undefined && use !== 'sig') || (alg !== undefined && alg !== 'RS256')) continue;
    keys.set(kid, createPublicKey({ key: jwk as JsonWebKey, format: 'jwk' }));
  }
  return keys;
}

function basicMatches(header: string | undefined, expected: string): boolean {
  const match = /^Basic\s+(\S+)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return false;
  const given = Buffer.from(match[1], 'base64').toString('utf8');
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** `alg=RS256; kid=<key id>; signature=<base64url RSA-SHA256 of the raw body>`. */
function signatureMatches(rawBody: Buffer, header: string, keys: Map<string, KeyObject>): boolean {
  const parts = new Map(
    header.split(';').map((part) => {
      const separator = part.indexOf('=');
      return [part.slice(0, separator).trim(), part.slice(separator + 1).trim()] as const;
    }),
  );
  const key = keys.get(parts.get('kid') ?? '');
  const signature = parts.get('signature');
  if (parts.get('alg') !== 'RS256' || !key || !signature) return false;
  try {
    return verify('sha256', rawBody, key, Buffer.from(signature, 'base64url'));
  } catch {
    return false;
  }
}

/**
 * Pagar.me webhooks are authentic when they carry the Basic credentials configured on the webhook,
 * or an RS256 signature by one of Pagar.me's published keys. Only what is configured is accepted:
 * with nothing configured, nothing is.
 */
export function verifyPagarmeWebhook(auth: PagarmeWebhookAuth, rawBody: Buffer, headers: Headers) {
  if (!auth.basic && auth.keys.size === 0)
    throw new WebhookSignatureError('Pagar.me webhook authentication is not configured');
  const signature = first(headers[pagarmeSignatureHeader]);
  if (auth.keys.size > 0 && signature && signatureMatches(rawBody, signature, auth.keys)) return;
  if (auth.basic && basicMatches(first(headers.authorization), auth.basic)) return;
  throw new WebhookSignatureError('Pagar.me webhook is not authentic');
}
