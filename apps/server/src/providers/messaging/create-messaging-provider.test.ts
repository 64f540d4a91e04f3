import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../db/client.ts';
import { TestClock } from '../../lib/clock.ts';
import { createMessagingProvider, type MessagingProviderRow } from './create-messaging-provider.ts';
import { MessagingSignatureError } from './types.ts';

// Building a provider touches neither the database nor the network.
const deps = { db: {} as Db, clock: new TestClock(), deliver: async () => {} };
const row = (overrides: Partial<MessagingProviderRow>): MessagingProviderRow => ({
  id: randomUUID(),
  channel: 'sms',
  kind: 'sandbox',
  apiUrl: null,
  settings: {},
  secrets: [],
  ...overrides,
});

const hubSignature = (secret: string, body: string) =>
  `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`;

describe('createMessagingProvider', () => {
  it('builds the sandbox for either channel', () => {
    for (const channel of ['sms', 'whatsapp'] as const) {
      const provider = createMessagingProvider(row({ channel }), deps);
      expect(provider).toMatchObject({ kind: 'sandbox', channel });
    }
  });

  it('builds Twilio for SMS and the Cloud API for WhatsApp', () => {
    expect(createMessagingProvider(row({ kind: 'twilio' }), deps)).toMatchObject({
      kind: 'twilio',
      channel: 'sms',
    });
    expect(
      createMessagingProvider(row({ kind: 'whatsapp_cloud', channel: 'whatsapp' }), deps),
    ).toMatchObject({ kind: 'whatsapp_cloud', channel: 'whatsapp' });
  });

  it('refuses a kind that does not fit the channel, or one it does not know', () => {
    expect(() =>
      createMessagingProvider(row({ kind: 'twilio', channel: 'whatsapp' }), deps),
    ).toThrow('A twilio provider cannot send whatsapp messages');
    expect(() =>
      createMessagingProvider(row({ kind: 'whatsapp_cloud', channel: 'sms' }), deps),
    ).toThrow('A whatsapp_cloud provider cannot send sms messages');
    expect(() =>
      createMessagingProvider(row({ kind: 'nexmo' as MessagingProviderRow['kind'] }), deps),
    ).toThrow('Unknown messaging provider kind: nexmo');
  });

  it('gives the Cloud API its secrets in the documented order: access token, app secret, verify token', () => {
    const provider = createMessagingProvider(
      row({
        kind: 'whatsapp_cloud',
        channel: 'whatsapp',
        settings: { phoneNumberId: '106540352242922' },
        secrets: ['access', 'app-secret', 'verify'],
      }),
      deps,
    );
    expect(
      provider.verifySubscription?.({
        'hub.mode': 'subscribe',
        'hub.verify_token': 'verify',
        'hub.challenge': '42',
      }),
    ).toBe('42');
    const body = JSON.stringify({ object: 'whatsapp_business_account', entry: [] });
    const request = (secret: string) => ({
      rawBody: Buffer.from(body),
      headers: { 'x-hub-signature-256': hubSignature(secret, body) },
      url: '',
    });
    expect(provider.parseWebhook(request('app-secret'))).toEqual({ updates: [], replies: [] });
    expect(() => provider.parseWebhook(request('access'))).toThrow(MessagingSignatureError);
  });

  it('gives Twilio its auth token as the first secret', () => {
    const provider = createMessagingProvider(
      row({
        kind: 'twilio',
        settings: { accountSid: 'AC1', from: '+15005550006' },
        secrets: ['tok'],
      }),
      deps,
    );
    const url = 'https://repasse.example/hooks/messaging/1';
    const form = 'MessageSid=SM1&MessageStatus=delivered';
    const signature = createHmac('sha1', 'tok')
      .update(`${url}MessageSidSM1MessageStatusdelivered`)
      .digest('base64');
    expect(
      provider.parseWebhook({
        rawBody: Buffer.from(form),
        headers: { 'x-twilio-signature': signature },
        url,
      }).updates,
    ).toMatchObject([{ providerMessageId: 'SM1', state: 'delivered' }]);
  });

  it('signs the sandbox’s webhooks with its first secret', () => {
    const provider = createMessagingProvider(row({ secrets: ['whsec_1'] }), deps);
    const body = JSON.stringify({ updates: [], replies: [] });
    const signature = createHmac('sha256', 'whsec_1').update(body).digest('hex');
    expect(
      provider.parseWebhook({
        rawBody: Buffer.from(body),
        headers: { 'x-sandbox-signature': signature },
        url: '',
      }),
    ).toEqual({ updates: [], replies: [] });
  });
});
