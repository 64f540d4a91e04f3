import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { twilioSignature, verifyTwilioSignature } from './twilio-signature.ts';
import { MessagingSignatureError } from './types.ts';

// The example of Twilio's request-validation docs, also used by its helper libraries' own tests.
const token = '12345';
const url = 'https://mycompany.com/myapp.php?foo=1&bar=2';
const params = (): URLSearchParams =>
  new URLSearchParams([
    ['CallSid', 'CA1234567890ABCDE'],
    ['Caller', '+14158675309'],
    ['Digits', '1234'],
    ['From', '+14158675309'],
    ['To', '+18005551212'],
  ]);
const published = 'RSOYDt4T1cUTdK1PDd93/VVr8B8=';

describe('Twilio signature', () => {
  it('matches Twilio’s published example, whatever order the fields come in', () => {
    expect(twilioSignature(token, url, params())).toBe(published);
    expect(twilioSignature(token, url, new URLSearchParams([...params()].reverse()))).toBe(
      published,
    );
  });

  it('sorts names in byte order (upper case first), not alphabetically', () => {
    const mixed = new URLSearchParams([
      ['b', '1'],
      ['B', '2'],
      ['a', '3'],
    ]);
    const expected = createHmac('sha1', token).update(`${url}B2a3b1`).digest('base64');
    expect(twilioSignature(token, url, mixed)).toBe(expected);
  });

  it('takes each distinct value of a repeated name once, sorted, as Twilio’s libraries do', () => {
    const repeated = new URLSearchParams([
      ['x', '2'],
      ['x', '1'],
      ['x', '1'],
    ]);
    const sorted = new URLSearchParams([
      ['x', '1'],
      ['x', '2'],
    ]);
    expect(twilioSignature(token, url, repeated)).toBe(twilioSignature(token, url, sorted));
    expect(twilioSignature(token, url, repeated)).not.toBe(
      twilioSignature(token, url, new URLSearchParams([['x', '1']])),
    );
  });

  it('verifies the example and refuses any change to the URL, the fields or the token', () => {
    const verify =
      (u: string, p: URLSearchParams, header: string | undefined, t = token) =>
      () =>
        verifyTwilioSignature(t, u, p, header);
    expect(verify(url, params(), published)).not.toThrow();
    const tampered = params();
    tampered.set('Digits', '9999');
    expect(verify(url, tampered, published)).toThrow(MessagingSignatureError);
    const extra = params();
    extra.append('Body', 'oi');
    expect(verify(url, extra, published)).toThrow(MessagingSignatureError);
    expect(verify('https://mycompany.com/myapp.php?foo=1&bar=3', params(), published)).toThrow(
      MessagingSignatureError,
    );
    expect(verify('https://mycompany.com/myapp.php', params(), published)).toThrow(
      MessagingSignatureError,
    );
    expect(verify('http://mycompany.com/myapp.php?foo=1&bar=2', params(), published)).toThrow(
      MessagingSignatureError,
    );
    expect(verify(url, params(), published, '54321')).toThrow(MessagingSignatureError);
    expect(verify(url, params(), undefined)).toThrow(MessagingSignatureError);
    expect(verify(url, params(), '')).toThrow(MessagingSignatureError);
    expect(() => verifyTwilioSignature(null, url, params(), published)).toThrow(
      MessagingSignatureError,
    );
  });

  it('accepts a signature over the URL with or without the default port, like Twilio’s libraries', () => {
    const withPort = 'https://mycompany.com:443/myapp.php?foo=1&bar=2';
    const signedWithPort = twilioSignature(token, withPort, params());
    expect(() => verifyTwilioSignature(token, url, params(), signedWithPort)).not.toThrow();
    expect(() => verifyTwilioSignature(token, withPort, params(), published)).not.toThrow();
    // Another port is another URL.
    const otherPort = twilioSignature(
      token,
      'https://mycompany.com:8443/myapp.php?foo=1&bar=2',
      params(),
    );
    expect(() => verifyTwilioSignature(token, url, params(), otherPort)).toThrow(
      MessagingSignatureError,
    );
  });
});
