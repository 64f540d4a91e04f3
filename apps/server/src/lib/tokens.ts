import { createHash, randomBytes } from 'node:crypto';

export const newSessionToken = () => `rps_${randomBytes(32).toString('base64url')}`;

export const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

const base62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** Random letters and digits, each equally likely: API keys and card token ids. */
export function randomBase62(length: number): string {
  // 248 is the largest multiple of 62 below 256: rejecting larger bytes keeps every character equally likely.
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length))
      if (byte < 248 && out.length < length) out += base62[byte % 62];
  }
  return out;
}
