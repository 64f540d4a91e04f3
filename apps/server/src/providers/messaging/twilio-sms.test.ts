import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock.ts';
import { emptyTwiml, type TwilioSettings, twilioSmsProvider } from './twilio-sms.ts';
import {
  MessagingRefusedError,
  MessagingSignatureError,
  MessagingTechnicalError,
  type OutgoingMessage,
  type WebhookRequest,
} from './types.ts';

const accountSid = `AC${'0a1b2c3d'.repeat(4)}`;
const authToken = 'f3c2a1b0e9d8c7b6a5f4e3d2c1b0a9f8';
const sender = '+15005550006';
const serviceSid = `MG${'9f8e7d6c'.repeat(4)}`;
const callbackUrl = 'https://repasse.example/hooks/messaging/5f0c/status?message=m1';
const inboundUrl = 'https://repasse.example/hooks/messaging/5f0c';

type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
type Override = { status: number; body?: unknown } | 'hang';

/**
 * A local stand-in for Twilio's Message resource (API 2010-04-01): it checks what its docs require
 * and answers with their status codes and shapes, including the documented error codes.
 */
const twilio = {
  requests: [] as Recorded[],
  overrides: [] as Override[],
  /** The StatusCallback each created message asked for, by sid. */
  callbacks: new Map<string, { to: string; from: string; url: string }>(),
};
const twilioError = (status: number, code: number, message: string) => ({
  code,
  message,
  more_info: `https://www.twilio.com/docs/errors/${code}`,
  status,
});
/** Numbers the stand-in refuses the way Twilio does. */
const refusedNumbers: Record<string, [number, string]> = {
  '+5511900000001': [21211, "The 'To' number +5511900000001 is not a valid phone number."],
  '+5511900000002': [21610, 'Attempt to send to unsubscribed recipient'],
  '+5511900000003': [21614, "'To' number is not a valid mobile number"],
  '+8613800000000': [
    21408,
    "Permission to send an SMS has not been enabled for the region indicated by the 'To' number: +8613800000000.",
  ],
};

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    twilio.requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body,
    });
    const answer = (status: number, json?: unknown) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(json === undefined ? '' : typeof json === 'string' ? json : JSON.stringify(json));
    const override = twilio.overrides.shift();
    if (override === 'hang') return;
    if (override) return answer(override.status, override.body);
    const expectedPath = `/2010-04-01/Accounts/${accountSid}/Messages.json`;
    if (request.method !== 'POST' || request.url !== expectedPath)
      return answer(
        404,
        twilioError(404, 20404, `The requested resource ${request.url} was not found`),
      );
    const basic = `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`;
    if (request.headers.authorization !== basic)
      return answer(401, twilioError(401, 20003, 'Authenticate'));
    if (request.headers['content-type'] !== 'application/x-www-form-urlencoded')
      return answer(400, twilioError(400, 21602, 'Message body is required.'));
    const form = new URLSearchParams(body);
    const to = form.get('To');
    const from = form.get('From');
    const service = form.get('MessagingServiceSid');
    if (!to) return answer(400, twilioError(400, 21604, "A 'To' phone number is required."));
    if (!from && !service)
      return answer(400, twilioError(400, 21603, "A 'From' phone number is required."));
    if (!form.get('Body')) return answer(400, twilioError(400, 21602, 'Message body is required.'));
    const refusal = refusedNumbers[to];
    if (refusal) return answer(400, twilioError(400, ...refusal));
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const callback = form.get('StatusCallback');
    if (callback) twilio.callbacks.set(sid, { to, from: from ?? sender, url: callback });
    answer(201, {
      account_sid: accountSid,
      api_version: '2010-04-01',
      body: form.get('Body'),
      date_created: 'Thu, 15 Jan 2026 12:00:00 +0000',
      date_sent: null,
      date_updated: 'Thu, 15 Jan 2026 12:00:00 +0000',
      direction: 'outbound-api',
      error_code: null,
      error_message: null,
      from,
      messaging_service_sid: service,
      num_media: '0',
      num_segments: '1',
      price: null,
      price_unit: 'USD',
      sid,
      // Through a Messaging Service Twilio first answers `accepted`, then picks the sender.
      status: service ? 'accepted' : 'queued',
      subresource_uris: { media: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}/Media.json` },
      to,
      uri: `/2010-04-01/Accounts/${accountSid}/Messages/${sid}.json`,
    });
  });
});

/** Twilio's signing, written out again here so the test does not trust the code under test. */
function sign(token: string, url: string, form: URLSearchParams): string {
  const pairs = [...form].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return createHmac('sha1', token)
    .update(url + pairs.map(([name, value]) => name + value).join(''))
    .digest('base64');
}

const signed = (url: string, form: URLSearchParams, token = authToken): WebhookRequest => ({
  rawBody: Buffer.from(form.toString()),
  headers: {
    'content-type': 'application/x-www-form-urlencoded',
    'x-twilio-signature': sign(token, url, form),
  },
  url,
});

/** The status callback Twilio posts for a message it created, to the URL that message gave. */
function statusCallback(sid: string, status: string, errorCode?: string): WebhookRequest {
  const message = twilio.callbacks.get(sid);
  if (!message) throw new Error(`no message ${sid}`);
  const form = new URLSearchParams([
    ['SmsSid', sid],
    ['SmsStatus', status],
    ['MessageStatus', status],
    ['To', message.to],
    ['MessageSid', sid],
    ['AccountSid', accountSid],
    ['From', message.from],
    ['ApiVersion', '2010-04-01'],
  ]);
  if (errorCode) form.append('ErrorCode', errorCode);
  return signed(message.url, form);
}

/** An SMS a buyer sends to our number, as Twilio posts it to the number's messaging URL. */
function inbound(from: string, text: string, sid = `SM${randomBytes(16).toString('hex')}`) {
  const form = new URLSearchParams([
    ['ToCountry', 'US'],
    ['ToState', 'NY'],
    ['SmsMessageSid', sid],
    ['NumMedia', '0'],
    ['ToCity', ''],
    ['FromZip', ''],
    ['SmsSid', sid],
    ['FromState', 'SP'],
    ['SmsStatus', 'received'],
    ['FromCity', 'SAO PAULO'],
    ['Body', text],
    ['FromCountry', 'BR'],
    ['To', sender],
    ['ToZip', ''],
    ['NumSegments', '1'],
    ['MessageSid', sid],
    ['AccountSid', accountSid],
    ['From', from],
    ['ApiVersion', '2010-04-01'],
  ]);
  return { sid, request: signed(inboundUrl, form) };
}

let apiUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  twilio.requests = [];
  twilio.overrides = [];
  twilio.callbacks.clear();
});

const clock = new TestClock('2026-01-15T12:00:00Z');
const provider = (
  options: {
    settings?: Partial<TwilioSettings>;
    token?: string | null;
    url?: string;
    timeoutMs?: number;
  } = {},
) =>
  twilioSmsProvider({
    settings: options.settings ?? { accountSid, from: sender },
    authToken: options.token === undefined ? authToken : options.token,
    apiUrl: options.url ?? `${apiUrl}/`,
    clock,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });

const message = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  reference: 'b7a1c0de-0000-4000-8000-000000000001',
  to: '+5511987654321',
  body: 'Olá Ana, seu Pix de R$ 96,33 ainda está aberto: https://repasse.example/r/abc & mais',
  statusCallbackUrl: callbackUrl,
  ...overrides,
});

describe('Twilio SMS provider', () => {
  describe('send', () => {
    it('POSTs the Message resource with Basic auth and the documented form fields', async () => {
      const outgoing = message();
      const result = await provider().send(outgoing);
      expect(twilio.requests).toHaveLength(1);
      const request = twilio.requests[0] as Recorded;
      expect(request.method).toBe('POST');
      expect(request.url).toBe(`/2010-04-01/Accounts/${accountSid}/Messages.json`);
      expect(request.headers.authorization).toBe(
        `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
      );
      expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
      expect([...new URLSearchParams(request.body)]).toEqual([
        ['To', '+5511987654321'],
        ['From', sender],
        ['Body', outgoing.body],
        ['StatusCallback', callbackUrl],
      ]);
      expect(result).toEqual({
        providerMessageId: [...twilio.callbacks.keys()][0],
        state: 'sent',
      });
      expect(result.providerMessageId).toMatch(/^SM[0-9a-f]{32}$/);
    });

    it('sends through the Messaging Service instead of a From number when one is set', async () => {
      const result = await provider({
        settings: { accountSid, from: sender, messagingServiceSid: serviceSid },
      }).send(message());
      expect([...new URLSearchParams(twilio.requests[0]?.body)]).toEqual([
        ['To', '+5511987654321'],
        ['MessagingServiceSid', serviceSid],
        ['Body', message().body],
        ['StatusCallback', callbackUrl],
      ]);
      expect(result.state).toBe('sent');
    });

    it.each([
      ['+5511900000001', 'invalid_number'],
      ['+5511900000002', 'opted_out'],
      ['+5511900000003', 'not_mobile'],
      ['+8613800000000', 'region_not_enabled'],
    ])('refuses %s for good with %s', async (to, reason) => {
      const error = await provider()
        .send(message({ to }))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MessagingRefusedError);
      expect((error as MessagingRefusedError).reason).toBe(reason);
    });

    it('refuses another 400 with Twilio’s code as the reason', async () => {
      twilio.overrides.push({
        status: 400,
        body: twilioError(
          400,
          21617,
          'The concatenated message body exceeds the 1600 character limit.',
        ),
      });
      await expect(provider().send(message())).rejects.toMatchObject({ reason: 'body_too_long' });
      twilio.overrides.push({ status: 400, body: twilioError(400, 21999, 'Something new') });
      await expect(provider().send(message())).rejects.toMatchObject({ reason: 'twilio_21999' });
    });

    it('treats a wrong auth token (401) as a technical error', async () => {
      await expect(provider({ token: 'wrong' }).send(message())).rejects.toThrow(
        MessagingTechnicalError,
      );
      expect(twilio.requests).toHaveLength(1);
    });

    it('treats a wrong base URL (404) as a technical error', async () => {
      await expect(provider({ url: `${apiUrl}/v1` }).send(message())).rejects.toThrow(
        MessagingTechnicalError,
      );
    });

    it('treats a 400 about our own sender as a technical error', async () => {
      twilio.overrides.push({
        status: 400,
        body: twilioError(
          400,
          21606,
          "The 'From' phone number provided is not a valid message-capable Twilio phone number.",
        ),
      });
      await expect(provider().send(message())).rejects.toThrow(MessagingTechnicalError);
    });

    it.each([
      ['429 (20429)', { status: 429, body: twilioError(429, 20429, 'Too Many Requests') }],
      ['403', { status: 403, body: twilioError(403, 20403, 'Forbidden') }],
      ['500', { status: 500, body: twilioError(500, 20500, 'Internal Server Error') }],
      ['503 with an HTML page', { status: 503, body: '<html>Service Unavailable</html>' }],
      ['a 201 without a sid', { status: 201, body: { status: 'queued' } }],
    ] as const)('treats %s as a technical error', async (_, answer) => {
      twilio.overrides.push(answer);
      const error = await provider()
        .send(message())
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MessagingTechnicalError);
      expect(error).not.toBeInstanceOf(MessagingRefusedError);
    });

    it('times out into a technical error', async () => {
      twilio.overrides.push('hang');
      const started = Date.now();
      await expect(provider({ timeoutMs: 200 }).send(message())).rejects.toThrow(
        MessagingTechnicalError,
      );
      expect(Date.now() - started).toBeLessThan(5000);
    });

    it('turns a network error into a technical error', async () => {
      const closed = createServer();
      await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
      const port = (closed.address() as AddressInfo).port;
      await new Promise((resolve) => closed.close(resolve));
      await expect(provider({ url: `http://127.0.0.1:${port}` }).send(message())).rejects.toThrow(
        MessagingTechnicalError,
      );
    });

    it('makes no call without credentials or a sender, and refuses a number that is not E.164', async () => {
      await expect(provider({ token: null }).send(message())).rejects.toThrow(
        MessagingTechnicalError,
      );
      await expect(provider({ settings: { from: sender } }).send(message())).rejects.toThrow(
        MessagingTechnicalError,
      );
      await expect(provider({ settings: { accountSid } }).send(message())).rejects.toThrow(
        MessagingTechnicalError,
      );
      await expect(provider().send(message({ to: '11987654321' }))).rejects.toMatchObject({
        reason: 'invalid_number',
      });
      expect(twilio.requests).toHaveLength(0);
    });
  });

  describe('webhooks', () => {
    async function sent() {
      const { providerMessageId } = await provider().send(message());
      return providerMessageId;
    }

    it('maps the status callbacks of a message it sent', async () => {
      const sid = await sent();
      const parse = (status: string, code?: string) =>
        provider().parseWebhook(statusCallback(sid, status, code));
      const at = clock.now();
      expect(parse('sent')).toEqual({
        updates: [{ providerMessageId: sid, state: 'sent', at }],
        replies: [],
      });
      expect(parse('delivered').updates).toEqual([
        { providerMessageId: sid, state: 'delivered', at },
      ]);
      expect(parse('read').updates).toEqual([{ providerMessageId: sid, state: 'read', at }]);
      expect(parse('undelivered', '30003').updates).toEqual([
        { providerMessageId: sid, state: 'failed', at, error: '30003' },
      ]);
      expect(parse('failed', '30007').updates).toEqual([
        { providerMessageId: sid, state: 'failed', at, error: '30007' },
      ]);
    });

    it('gives no update for the steps before sent, nor for a status it does not know', async () => {
      const sid = await sent();
      for (const status of ['queued', 'accepted', 'sending', 'scheduled', 'something_new'])
        expect(provider().parseWebhook(statusCallback(sid, status))).toEqual({
          updates: [],
          replies: [],
        });
    });

    it('reads an inbound SMS as a reply and answers it with empty TwiML', () => {
      const { sid, request } = inbound('+5511987654321', 'PARE');
      const sms = provider();
      expect(sms.parseWebhook(request)).toEqual({
        updates: [],
        replies: [
          { from: '+5511987654321', text: 'PARE', at: clock.now(), providerMessageId: sid },
        ],
      });
      expect(sms.webhookAnswer).toEqual({ contentType: 'text/xml', body: emptyTwiml });
      expect(emptyTwiml).toBe('<?xml version="1.0" encoding="UTF-8"?><Response></Response>');
    });

    it('keeps a reply’s text as the buyer wrote it, accents and symbols included', () => {
      const { request } = inbound('+5511987654321', 'Não quero mais & obrigado +1');
      expect(provider().parseWebhook(request).replies[0]?.text).toBe(
        'Não quero mais & obrigado +1',
      );
    });

    it('refuses a tampered body, a wrong token, a missing header and another URL', async () => {
      const sid = await sent();
      const good = statusCallback(sid, 'delivered');
      expect(() => provider().parseWebhook(good)).not.toThrow();
      const tampered = {
        ...good,
        rawBody: Buffer.from(good.rawBody.toString().replace('delivered', 'read')),
      };
      expect(() => provider().parseWebhook(tampered)).toThrow(MessagingSignatureError);
      const form = new URLSearchParams(good.rawBody.toString());
      expect(() => provider().parseWebhook(signed(good.url, form, 'another_token'))).toThrow(
        MessagingSignatureError,
      );
      expect(() =>
        provider().parseWebhook({
          ...good,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      ).toThrow(MessagingSignatureError);
      expect(() => provider({ token: null }).parseWebhook(good)).toThrow(MessagingSignatureError);
    });

    it('signs the full URL: its query string, scheme and host count', async () => {
      const sid = await sent();
      const good = statusCallback(sid, 'delivered');
      for (const url of [
        'https://repasse.example/hooks/messaging/5f0c/status',
        'https://repasse.example/hooks/messaging/5f0c/status?message=m2',
        'http://repasse.example/hooks/messaging/5f0c/status?message=m1',
        'https://evil.example/hooks/messaging/5f0c/status?message=m1',
      ])
        expect(() => provider().parseWebhook({ ...good, url })).toThrow(MessagingSignatureError);
      // Twilio sometimes signs with the default port written out.
      expect(() =>
        provider().parseWebhook({
          ...good,
          url: 'https://repasse.example:443/hooks/messaging/5f0c/status?message=m1',
        }),
      ).not.toThrow();
    });

    it('reads the header whatever its case', async () => {
      const sid = await sent();
      const good = statusCallback(sid, 'delivered');
      const headers = { 'X-Twilio-Signature': good.headers['x-twilio-signature'] };
      expect(provider().parseWebhook({ ...good, headers }).updates).toHaveLength(1);
    });
  });
});
