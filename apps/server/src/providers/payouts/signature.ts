import { createHmac, timingSafeEqual } from 'node:crypto';
import { WebhookSignatureError } from './types.ts';

export const signatureHeader = 'x-repasse-signature';

const hmacHex = (secret: string, timestamp: number, body: string | Buffer) =>
  createHmac('sha256', secret).update(`${timestamp}.`).update(body).digest('hex');

/** The `x-repasse-signature` value for a body sent at `now`: `t=<unix seconds>,v1=<hex hmac>`. */
export function signWebhook(secret: string, body: string, now: Date): string {
  const timestamp = Math.floor(now.getTime() / 1000);
  return `t=${timestamp},v1=${hmacHex(secret, timestamp, body)}`;
}

function parseHeader(header: string): { timestamp: number; signatures: string[] } {
  let timestamp: number | undefined;
  const signatures: string[] = [];
  for (const part of header.split(',')) {
    const separator = part.indexOf('=');
    if (separator < 0) throw new WebhookSignatureError('Malformed signature header');
    const key = part.slice(0, separator).trim();
    const value = part.slice(separator + 1).trim();
    if (key === 't' && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (key === 'v1' && /^[0-9a-f]{64}$/i.test(value)) signatures.push(value.toLowerCase());
  }
  if (timestamp === undefined || signatures.length === 0)
    throw new WebhookSignatureError('Malformed signature header');
  return { timestamp, signatures };
}

/**
 * Checks the signature of a raw body before anything reads it. Several `v1` entries are accepted so
 * a sender can sign with an old and a new secret while they rotate.
 */
export function verifyWebhook(
  secret: string,
  rawBody: Buffer,
  header: string | undefined,
  now: Date,
  toleranceSeconds = 300,
): void {
  if (!header) throw new WebhookSignatureError('Missing signature header');
  const { timestamp, signatures } = parseHeader(header);
  const age = Math.floor(now.getTime() / 1000) - timestamp;
  if (age > toleranceSeconds) throw new WebhookSignatureError('Signature too old');
  if (age < -toleranceSeconds) throw new WebhookSignatureError('Signature from the future');
  const expected = Buffer.from(hmacHex(secret, timestamp, rawBody), 'hex');
  const matches = signatures.some((signature) =>
    timingSafeEqual(Buffer.from(signature, 'hex'), expected),
  );
  if (!matches) throw new WebhookSignatureError('Wrong signature');
}
