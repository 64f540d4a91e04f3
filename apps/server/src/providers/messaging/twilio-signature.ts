import { createHmac } from 'node:crypto';
import { MessagingSignatureError } from './types.ts';
import { sameValue } from './webhook-request.ts';

/**
 * Twilio's X-Twilio-Signature: base64 HMAC-SHA1 under the auth token of the full URL followed by
 * every POST parameter's name and value, sorted by name in byte order. A repeated name contributes
 * each distinct value once, sorted, as Twilio's own helper libraries compute it.
 */
export function twilioSignature(authToken: string, url: string, params: URLSearchParams): string {
  const values = new Map<string, Set<string>>();
  for (const [name, value] of params) values.set(name, (values.get(name) ?? new Set()).add(value));
  let data = url;
  for (const name of [...values.keys()].sort())
    for (const value of [...(values.get(name) ?? [])].sort()) data += name + value;
  return createHmac('sha1', authToken).update(data, 'utf8').digest('base64');
}

/**
 * The URLs Twilio may have signed for the one we were given: Twilio is inconsistent about writing
 * the scheme's default port (`https://host:443/…`), so its libraries accept both forms.
 */
function signedUrls(url: string): string[] {
  const urls = new Set([url]);
  try {
    const parsed = new URL(url);
    if (!parsed.port) {
      urls.add(parsed.toString());
      const port = parsed.protocol === 'https:' ? 443 : 80;
      urls.add(`${parsed.protocol}//${parsed.host}:${port}${parsed.pathname}${parsed.search}`);
    }
  } catch {
    // Not a URL we can vary: only the text as given can match.
  }
  return [...urls];
}

/** Throws MessagingSignatureError unless the header is Twilio's signature of this request. */
export function verifyTwilioSignature(
  authToken: string | null | undefined,
  url: string,
  params: URLSearchParams,
  header: string | undefined,
): void {
  if (!authToken) throw new MessagingSignatureError('Twilio auth token is not configured');
  if (!header) throw new MessagingSignatureError('Missing X-Twilio-Signature');
  // Every candidate is compared, so the time taken does not tell which form matched.
  const matches = signedUrls(url).map((candidate) =>
    sameValue(header, twilioSignature(authToken, candidate, params)),
  );
  if (!matches.includes(true)) throw new MessagingSignatureError('Wrong Twilio signature');
}
