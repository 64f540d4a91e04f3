import { createHmac, randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  MessagingRefusedError,
  MessagingSignatureError,
  MessagingTechnicalError,
  type OutgoingMessage,
  type WebhookRequest,
} from './types.ts';
import { type WhatsAppCloudSettings, whatsAppCloudProvider } from './whatsapp-cloud.ts';

const phoneNumberId = '106540352242922';
const wabaId = '102290129340398';
const accessToken = 'EAAG-test-system-user-token';
const appSecret = 'app_secret_4f1d';
const verifyToken = 'verify-me-please';

type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
type Override = { status: number; body?: unknown } | 'hang';

const graphError = (code: number, message: string, extra: Record<string, unknown> = {}) => ({
  error: {
    message,
    type: 'OAuthException',
    code,
    ...extra,
    fbtrace_id: 'AbCdEf123',
  },
});

/** Approved templates of the stand-in's business account: name → language → body variables. */
const templates: Record<string, Record<string, number>> = {
  recuperacao_pix: { pt_BR: 2, en_US: 2 },
  lembrete_simples: { pt_BR: 0 },
};
/** Recipients the stand-in treats specially, as Cloud API does. */
const notOnWhatsApp = '5511900000001';
/** Buyers who wrote to us in the last 24 hours: free text may reach them. */
const inWindow = new Set(['5511987654321']);

/**
 * A local stand-in for the Cloud API's POST /{version}/{phone-number-id}/messages: it checks what
 * Meta checks and answers with its documented success and error shapes.
 */
const graph = { requests: [] as Recorded[], overrides: [] as Override[] };

function handle(path: string, headers: IncomingHttpHeaders, body: string): [number, unknown] {
  const match = /^\/(v\d+\.\d+)\/([^/]+)\/messages$/.exec(path);
  if (!match) return [400, graphError(2500, 'Unknown path components')];
  if (headers.authorization !== `Bearer ${accessToken}`)
    return [401, graphError(190, 'Invalid OAuth access token - Cannot parse access token')];
  if (match[2] !== phoneNumberId)
    return [
      400,
      graphError(
        100,
        `Unsupported post request. Object with ID '${match[2]}' does not exist, cannot be loaded due to missing permissions, or does not support this operation.`,
        { error_subcode: 33 },
      ),
    ];
  if (headers['content-type'] !== 'application/json')
    return [400, graphError(100, '(#100) Invalid parameter')];
  const input = JSON.parse(body);
  if (input.messaging_product !== 'whatsapp' || input.recipient_type !== 'individual')
    return [400, graphError(100, '(#100) The parameter messaging_product is required.')];
  if (!/^\d+$/.test(input.to ?? '')) return [400, graphError(100, '(#100) Invalid parameter')];
  if (input.to === notOnWhatsApp)
    return [
      400,
      graphError(131026, 'Message undeliverable', {
        error_data: { messaging_product: 'whatsapp' },
      }),
    ];
  if (input.type === 'template') {
    const languages = templates[input.template?.name];
    const expected = languages?.[input.template?.language?.code];
    if (expected === undefined)
      return [404, graphError(132001, '(#132001) Template name does not exist in the translation')];
    const given = input.template.components?.[0]?.parameters?.length ?? 0;
    if (given !== expected)
      return [
        400,
        graphError(
          132000,
          '(#132000) Number of parameters does not match the expected number of params',
        ),
      ];
  } else if (input.type === 'text') {
    if (!input.text?.body) return [400, graphError(100, "(#100) Param text['body'] is required")];
    if (!inWindow.has(input.to)) return [400, graphError(131047, 'Re-engagement message')];
  } else return [400, graphError(131051, 'Unsupported message type')];
  return [
    200,
    {
      messaging_product: 'whatsapp',
      contacts: [{ input: input.to, wa_id: input.to }],
      messages: [
        {
          id: `wamid.${randomBytes(24).toString('base64url')}`,
          ...(input.type === 'template' ? { message_status: 'accepted' } : {}),
        },
      ],
    },
  ];
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const path = request.url ?? '';
    graph.requests.push({
      method: request.method ?? '',
      url: path,
      headers: request.headers,
      body,
    });
    const answer = (status: number, json: unknown) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(typeof json === 'string' ? json : JSON.stringify(json));
    const override = graph.overrides.shift();
    if (override === 'hang') return;
    if (override) return answer(override.status, override.body ?? '');
    if (request.method !== 'POST') return answer(405, graphError(100, 'Unsupported get request'));
    answer(...handle(path, request.headers, body));
  });
});

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
  graph.requests = [];
  graph.overrides = [];
});

const provider = (
  options: {
    settings?: Partial<WhatsAppCloudSettings>;
    tokens?: [string | null, string | null, string | null];
    url?: string;
    timeoutMs?: number;
  } = {},
) => {
  const [token, secret, verify] = options.tokens ?? [accessToken, appSecret, verifyToken];
  return whatsAppCloudProvider({
    settings: options.settings ?? { phoneNumberId },
    accessToken: token,
    appSecret: secret,
    verifyToken: verify,
    apiUrl: options.url ?? apiUrl,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
};

const message = (overrides: Partial<OutgoingMessage> = {}): OutgoingMessage => ({
  reference: 'b7a1c0de-0000-4000-8000-000000000002',
  to: '+5511987654321',
  body: 'Olá Ana, seu Pix de R$ 96,33 ainda está aberto.',
  template: { name: 'recuperacao_pix', language: 'pt_BR', parameters: ['Ana', 'R$ 96,33'] },
  statusCallbackUrl: 'https://repasse.example/hooks/messaging/w1',
  ...overrides,
});

/** Meta escapes every non-ASCII character in its webhook bodies, and signs those exact bytes. */
const metaJson = (value: unknown) =>
  JSON.stringify(value).replace(
    /[\u0080-\uffff]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );

function webhook(
  value: Record<string, unknown>,
  secret = appSecret,
  field = 'messages',
): WebhookRequest {
  const body = metaJson({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: wabaId,
        changes: [
          {
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '15550783881', phone_number_id: phoneNumberId },
              ...value,
            },
            field,
          },
        ],
      },
    ],
  });
  return {
    rawBody: Buffer.from(body),
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(body).digest('hex')}`,
    },
    url: 'https://repasse.example/hooks/messaging/w1',
  };
}

const status = (
  id: string,
  value: string,
  timestamp: string,
  extra: Record<string, unknown> = {},
) => ({
  id,
  status: value,
  timestamp,
  recipient_id: '5511987654321',
  ...extra,
});

const wamid = 'wamid.HBgNNTUxMTk4NzY1NDMyMRUCABEYEjdFRkE2MEE3QjU3RDUzRjE2QQA=';

describe('WhatsApp Cloud API provider', () => {
  describe('send', () => {
    it('POSTs a template message with the bearer token and the documented JSON body', async () => {
      const result = await provider().send(message());
      expect(graph.requests).toHaveLength(1);
      const request = graph.requests[0] as Recorded;
      expect(request.method).toBe('POST');
      expect(request.url).toBe(`/v21.0/${phoneNumberId}/messages`);
      expect(request.headers.authorization).toBe(`Bearer ${accessToken}`);
      expect(request.headers['content-type']).toBe('application/json');
      expect(JSON.parse(request.body)).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '5511987654321',
        biz_opaque_callback_data: 'b7a1c0de-0000-4000-8000-000000000002',
        type: 'template',
        template: {
          name: 'recuperacao_pix',
          language: { code: 'pt_BR' },
          components: [
            {
              type: 'body',
              parameters: [
                { type: 'text', text: 'Ana' },
                { type: 'text', text: 'R$ 96,33' },
              ],
            },
          ],
        },
      });
      expect(result).toEqual({
        providerMessageId: expect.stringMatching(/^wamid\./),
        state: 'sent',
      });
    });

    it('sends a template without variables with no components', async () => {
      await provider().send(
        message({ template: { name: 'lembrete_simples', language: 'pt_BR', parameters: [] } }),
      );
      expect(JSON.parse(graph.requests[0]?.body ?? '').template).toEqual({
        name: 'lembrete_simples',
        language: { code: 'pt_BR' },
      });
    });

    it('sends free text with a link preview when there is no template', async () => {
      const { template: _, ...plain } = message();
      const result = await provider().send(plain);
      expect(JSON.parse(graph.requests[0]?.body ?? '')).toEqual({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: '5511987654321',
        biz_opaque_callback_data: plain.reference,
        type: 'text',
        text: { body: plain.body, preview_url: true },
      });
      expect(result.state).toBe('sent');
    });

    it('uses the configured API version and base URL', async () => {
      await provider({
        settings: { phoneNumberId, apiVersion: 'v22.0' },
        url: `${apiUrl}///`,
      }).send(message());
      expect(graph.requests[0]?.url).toBe(`/v22.0/${phoneNumberId}/messages`);
    });

    it.each([
      ['a number not on WhatsApp (131026)', { to: `+${notOnWhatsApp}` }, 'undeliverable'],
      [
        'free text outside the 24-hour window (131047)',
        { to: '+5511912345678', template: undefined },
        'outside_window',
      ],
      [
        'the wrong number of template parameters (132000)',
        { template: { name: 'recuperacao_pix', language: 'pt_BR', parameters: ['Ana'] } },
        'template_params_mismatch',
      ],
      [
        'a template that does not exist (132001)',
        { template: { name: 'nao_existe', language: 'pt_BR', parameters: [] } },
        'template_missing',
      ],
      [
        'a template in a language it lacks (132001)',
        { template: { name: 'lembrete_simples', language: 'en_US', parameters: [] } },
        'template_missing',
      ],
    ] as const)('refuses %s for good', async (_, overrides, reason) => {
      const error = await provider()
        .send(message(overrides as Partial<OutgoingMessage>))
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MessagingRefusedError);
      expect((error as MessagingRefusedError).reason).toBe(reason);
    });

    it.each([
      [131051, 'unsupported_type'],
      [100, 'invalid_parameter'],
      [131050, 'opted_out'],
      [135999, 'whatsapp_135999'],
    ])('refuses error code %i as %s', async (code, reason) => {
      graph.overrides.push({ status: 400, body: graphError(code, `(#${code}) refused`) });
      await expect(provider().send(message())).rejects.toMatchObject({ reason });
    });

    it.each([
      [
        'an expired token (190)',
        401,
        graphError(190, 'Error validating access token: Session has expired'),
      ],
      ['too many calls (4)', 400, graphError(4, '(#4) Application request limit reached')],
      ['the rate limit (80007)', 400, graphError(80007, 'Rate limit issue')],
      ['cloud API throughput (130429)', 400, graphError(130429, 'Rate limit hit')],
      ['the spam rate limit (131048)', 400, graphError(131048, 'Spam rate limit hit')],
      [
        'the pair rate limit (131056)',
        400,
        graphError(131056, '(Business Account, Consumer Account) pair rate limit hit'),
      ],
      ['something went wrong (131000)', 500, graphError(131000, 'Something went wrong')],
      ['a permission error (200)', 403, graphError(200, 'Permissions error')],
      ['a 502 with an HTML page', 502, '<html>Bad Gateway</html>'],
      ['a 200 without a message id', 200, { messaging_product: 'whatsapp', messages: [] }],
    ])('treats %s as a technical error', async (_, statusCode, body) => {
      graph.overrides.push({ status: statusCode, body });
      const error = await provider()
        .send(message())
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(MessagingTechnicalError);
    });

    it('treats a wrong token and an unknown phone number id as technical errors', async () => {
      await expect(
        provider({ tokens: ['wrong', appSecret, verifyToken] }).send(message()),
      ).rejects.toThrow(MessagingTechnicalError);
      await expect(
        provider({ settings: { phoneNumberId: '999' } }).send(message()),
      ).rejects.toThrow(MessagingTechnicalError);
      expect(graph.requests).toHaveLength(2);
    });

    it('times out into a technical error', async () => {
      graph.overrides.push('hang');
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

    it('makes no call without a token or a phone number id, nor for a number that is not E.164', async () => {
      await expect(
        provider({ tokens: [null, appSecret, verifyToken] }).send(message()),
      ).rejects.toThrow(MessagingTechnicalError);
      await expect(provider({ settings: {} }).send(message())).rejects.toThrow(
        MessagingTechnicalError,
      );
      await expect(provider().send(message({ to: '5511987654321' }))).rejects.toMatchObject({
        reason: 'invalid_number',
      });
      expect(graph.requests).toHaveLength(0);
    });
  });

  describe('webhooks', () => {
    it('maps sent, delivered, read and failed statuses with Meta’s timestamps', () => {
      const content = provider().parseWebhook(
        webhook({
          statuses: [
            status(wamid, 'sent', '1768478400', {
              conversation: { id: 'c1', origin: { type: 'marketing' } },
              pricing: { billable: true, pricing_model: 'PMP', category: 'marketing' },
            }),
            status(wamid, 'delivered', '1768478402'),
            status(wamid, 'read', '1768478410'),
            status('wamid.other', 'failed', '1768478403', {
              errors: [
                {
                  code: 131026,
                  title: 'Message undeliverable',
                  message: 'Message undeliverable',
                  error_data: { details: 'Message Undeliverable.' },
                },
              ],
            }),
          ],
        }),
      );
      expect(content).toEqual({
        updates: [
          { providerMessageId: wamid, state: 'sent', at: new Date('2026-01-15T12:00:00Z') },
          { providerMessageId: wamid, state: 'delivered', at: new Date('2026-01-15T12:00:02Z') },
          { providerMessageId: wamid, state: 'read', at: new Date('2026-01-15T12:00:10Z') },
          {
            providerMessageId: 'wamid.other',
            state: 'failed',
            at: new Date('2026-01-15T12:00:03Z'),
            error: '131026',
          },
        ],
        replies: [],
      });
    });

    it('skips statuses it does not know and keeps the others', () => {
      const content = provider().parseWebhook(
        webhook({
          statuses: [
            status(wamid, 'deleted', '1768478400'),
            status(wamid, 'something_new', '1768478400'),
            { id: wamid, status: 'delivered' },
            status(wamid, 'delivered', '1768478402'),
          ],
        }),
      );
      expect(content.updates).toEqual([
        { providerMessageId: wamid, state: 'delivered', at: new Date('2026-01-15T12:00:02Z') },
      ]);
    });

    it('reads a text message as a reply, with the sender in E.164', () => {
      const content = provider().parseWebhook(
        webhook({
          contacts: [{ profile: { name: 'Ana' }, wa_id: '5511987654321' }],
          messages: [
            {
              from: '5511987654321',
              id: 'wamid.in1',
              timestamp: '1768478460',
              type: 'text',
              text: { body: 'Não quero mais, PARE' },
            },
          ],
        }),
      );
      expect(content).toEqual({
        updates: [],
        replies: [
          {
            from: '+5511987654321',
            text: 'Não quero mais, PARE',
            at: new Date('2026-01-15T12:01:00Z'),
            providerMessageId: 'wamid.in1',
          },
        ],
      });
    });

    it('reads the visible text of buttons, interactive replies and captions; skips the rest', () => {
      const base = { from: '5511987654321', timestamp: '1768478460' };
      const content = provider().parseWebhook(
        webhook({
          messages: [
            { ...base, id: 'b', type: 'button', button: { payload: 'STOP', text: 'Parar' } },
            {
              ...base,
              id: 'i',
              type: 'interactive',
              interactive: {
                type: 'button_reply',
                button_reply: { id: 'x', title: 'Pagar agora' },
              },
            },
            {
              ...base,
              id: 'l',
              type: 'interactive',
              interactive: {
                type: 'list_reply',
                list_reply: { id: 'y', title: 'Depois', description: '' },
              },
            },
            { ...base, id: 'c', type: 'image', image: { id: 'media1', caption: 'comprovante' } },
            { ...base, id: 'r', type: 'reaction', reaction: { message_id: wamid, emoji: '👍' } },
            { ...base, id: 's', type: 'sticker', sticker: { id: 'media2' } },
          ],
        }),
      );
      expect(content.replies.map((reply) => [reply.providerMessageId, reply.text])).toEqual([
        ['b', 'Parar'],
        ['i', 'Pagar agora'],
        ['l', 'Depois'],
        ['c', 'comprovante'],
      ]);
    });

    it('ignores other fields, other objects and other phone numbers of the business', () => {
      const delivered = { statuses: [status(wamid, 'delivered', '1768478402')] };
      expect(
        provider().parseWebhook(webhook(delivered, appSecret, 'message_template_status_update')),
      ).toEqual({ updates: [], replies: [] });
      const other = webhook({
        ...delivered,
        metadata: { display_phone_number: '15550000000', phone_number_id: '999' },
      });
      expect(provider().parseWebhook(other)).toEqual({ updates: [], replies: [] });
      const page = metaJson({ object: 'page', entry: [] });
      expect(
        provider().parseWebhook({
          rawBody: Buffer.from(page),
          headers: {
            'x-hub-signature-256': `sha256=${createHmac('sha256', appSecret).update(page).digest('hex')}`,
          },
          url: '',
        }),
      ).toEqual({ updates: [], replies: [] });
    });

    it('checks X-Hub-Signature-256 over the raw bytes before reading anything', () => {
      const good = webhook({
        statuses: [status(wamid, 'delivered', '1768478402')],
        messages: [
          {
            from: '5511987654321',
            id: 'wamid.in2',
            timestamp: '1768478460',
            type: 'text',
            text: { body: 'Não' },
          },
        ],
      });
      expect(good.rawBody.toString()).toContain('N\\u00e3o');
      expect(provider().parseWebhook(good)).toMatchObject({
        updates: [{ state: 'delivered' }],
        replies: [{ text: 'Não' }],
      });
      const parse =
        (request: WebhookRequest, tokens?: [string | null, string | null, string | null]) => () =>
          provider(tokens ? { tokens } : {}).parseWebhook(request);
      const tampered = {
        ...good,
        rawBody: Buffer.from(good.rawBody.toString().replace('delivered', 'read')),
      };
      expect(parse(tampered)).toThrow(MessagingSignatureError);
      // The same JSON written differently is other bytes: Meta's escapes must be kept as sent.
      const reserialized = {
        ...good,
        rawBody: Buffer.from(JSON.stringify(JSON.parse(good.rawBody.toString()))),
      };
      expect(parse(reserialized)).toThrow(MessagingSignatureError);
      expect(parse(webhook({ statuses: [] }, 'another_secret'))).toThrow(MessagingSignatureError);
      expect(parse({ ...good, headers: {} })).toThrow(MessagingSignatureError);
      const bare = String(good.headers['x-hub-signature-256']).slice('sha256='.length);
      expect(parse({ ...good, headers: { 'x-hub-signature-256': bare } })).toThrow(
        MessagingSignatureError,
      );
      expect(parse(good, [accessToken, null, verifyToken])).toThrow(MessagingSignatureError);
      const notJson = Buffer.from('not json');
      expect(
        parse({
          ...good,
          rawBody: notJson,
          headers: {
            'x-hub-signature-256': `sha256=${createHmac('sha256', appSecret).update(notJson).digest('hex')}`,
          },
        }),
      ).toThrow(MessagingSignatureError);
    });
  });

  describe('verifySubscription', () => {
    const query = (overrides: Record<string, string | undefined> = {}) => ({
      'hub.mode': 'subscribe',
      'hub.verify_token': verifyToken,
      'hub.challenge': '1158201444',
      ...overrides,
    });

    it('answers the challenge to Meta’s handshake with our verify token', () => {
      expect(provider().verifySubscription?.(query())).toBe('1158201444');
    });

    it('refuses a wrong token, another mode, no challenge, or no token configured', () => {
      const verify = provider().verifySubscription;
      expect(verify?.(query({ 'hub.verify_token': 'nope' }))).toBeNull();
      expect(verify?.(query({ 'hub.verify_token': undefined }))).toBeNull();
      expect(verify?.(query({ 'hub.mode': 'unsubscribe' }))).toBeNull();
      expect(verify?.(query({ 'hub.challenge': undefined }))).toBeNull();
      expect(
        provider({ tokens: [accessToken, appSecret, null] }).verifySubscription?.(
          query({ 'hub.verify_token': '' }),
        ),
      ).toBeNull();
    });
  });
});
