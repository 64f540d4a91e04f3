import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhook } from './signature.ts';
import { WebhookSignatureError } from './types.ts';

const secret = 'whsec_test';
const body = '{"id":"evt_1","status":"completed"}';
const now = new Date('2026-01-15T12:00:00Z');
const seconds = now.getTime() / 1000;

const hmac = (t: number, payload: string, key = secret) =>
  createHmac('sha256', key).update(`${t}.${payload}`).digest('hex');

describe('webhook signatures', () => {
  it('signs as t=<unix seconds>,v1=<hex hmac of "<t>.<body>">', () => {
    expect(signWebhook(secret, body, now)).toBe(`t=${seconds},v1=${hmac(seconds, body)}`);
  });

  it('verifies its own signature on the raw body', () => {
    const header = signWebhook(secret, body, now);
    expect(() => verifyWebhook(secret, Buffer.from(body), header, now)).not.toThrow();
    expect(() =>
      verifyWebhook(secret, Buffer.from(body), header, new Date(now.getTime() + 299_000)),
    ).not.toThrow();
  });

  it('accepts any of several v1 entries (secret rotation)', () => {
    const header = `t=${seconds},v1=${hmac(seconds, body, 'old')},v1=${hmac(seconds, body)}`;
    expect(() => verifyWebhook(secret, Buffer.from(body), header, now)).not.toThrow();
  });

  it.each([
    ['missing', undefined, now, 'Missing'],
    ['empty', '', now, 'Missing'],
    ['malformed', 'garbage', now, 'Malformed'],
    ['without v1', `t=${seconds}`, now, 'Malformed'],
    ['without t', `v1=${hmac(seconds, body)}`, now, 'Malformed'],
    ['short v1', `t=${seconds},v1=abc`, now, 'Malformed'],
    ['wrong secret', `t=${seconds},v1=${hmac(seconds, body, 'other')}`, now, 'Wrong'],
    ['other body', `t=${seconds},v1=${hmac(seconds, `${body} `)}`, now, 'Wrong'],
    ['other time', `t=${seconds + 1},v1=${hmac(seconds, body)}`, now, 'Wrong'],
    ['too old', signWebhook(secret, body, now), new Date(now.getTime() + 301_000), 'too old'],
    [
      'from the future',
      signWebhook(secret, body, new Date(now.getTime() + 301_000)),
      now,
      'future',
    ],
  ])('refuses a %s signature', (_, header, at, message) => {
    const check = () => verifyWebhook(secret, Buffer.from(body), header, at);
    expect(check).toThrow(WebhookSignatureError);
    expect(check).toThrow(message);
  });

  it('honours a custom tolerance', () => {
    const header = signWebhook(secret, body, now);
    const later = new Date(now.getTime() + 61_000);
    expect(() => verifyWebhook(secret, Buffer.from(body), header, later, 60)).toThrow('too old');
  });
});
