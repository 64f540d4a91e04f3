import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock.ts';
import { asaasPayoutProvider } from './asaas.ts';
import { IgnoredWebhookError } from './ignored-webhook.ts';
import {
  PayoutRefusedError,
  type PayoutRequest,
  PayoutTechnicalError,
  WebhookSignatureError,
} from './types.ts';

const apiKey = '$aact_test_key';
const webhookToken = 'wh_token_123';

type Transfer = {
  object: 'transfer';
  id: string;
  dateCreated: string;
  status: string;
  value: number;
  netValue: number;
  transferFee: number;
  externalReference: string | null;
  failReason: string | null;
  operationType: string;
  description: string | null;
};
type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: string };
type Override = { status: number; body?: unknown } | 'hang';

/** A local stand-in for Asaas's API v3, answering with the status codes and shapes of its docs. */
const asaas = {
  transfers: [] as Transfer[],
  requests: [] as Recorded[],
  overrides: [] as Override[],
};
const errors = (code: string, description: string) => ({ errors: [{ code, description }] });

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    const url = new URL(request.url ?? '/', 'http://asaas.test');
    asaas.requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body,
    });
    const answer = (status: number, json?: unknown) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(json === undefined ? '' : typeof json === 'string' ? json : JSON.stringify(json));
    const override = asaas.overrides.shift();
    if (override === 'hang') return;
    if (override) return answer(override.status, override.body);
    if (request.headers.access_token !== apiKey) return answer(401);
    if (request.method === 'GET' && url.pathname === '/v3/transfers') {
      const since = url.searchParams.get('dateCreated[ge]') ?? '0000-00-00';
      const offset = Number(url.searchParams.get('offset') ?? 0);
      const limit = Math.min(Number(url.searchParams.get('limit') ?? 10), 100);
      const matching = asaas.transfers.filter((t) => t.dateCreated >= since).reverse();
      return answer(200, {
        object: 'list',
        hasMore: offset + limit < matching.length,
        totalCount: matching.length,
        limit,
        offset,
        data: matching.slice(offset, offset + limit),
      });
    }
    if (request.method === 'POST' && url.pathname === '/v3/transfers') {
      const input = JSON.parse(body);
      if (!input.value)
        return answer(400, errors('invalid_value', 'O campo value deve ser informado'));
      const transfer: Transfer = {
        object: 'transfer',
        id: randomUUID(),
        dateCreated: '2026-01-15',
        status: 'PENDING',
        value: input.value,
        netValue: input.value,
        transferFee: 0,
        externalReference: input.externalReference ?? null,
        failReason: null,
        operationType: input.operationType,
        description: input.description ?? null,
      };
      asaas.transfers.push(transfer);
      return answer(200, transfer);
    }
    const single = /^\/v3\/transfers\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'GET' && single) {
      const found = asaas.transfers.find((t) => t.id === decodeURIComponent(single[1] ?? ''));
      return found
        ? answer(200, found)
        : answer(404, errors('not_found', 'Transferência não encontrada.'));
    }
    answer(404);
  });
});

let apiUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v3`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  asaas.transfers = [];
  asaas.requests = [];
  asaas.overrides = [];
});

const provider = (
  options: { clock?: TestClock; timeoutMs?: number; url?: string; tokens?: (string | null)[] } = {},
) =>
  asaasPayoutProvider({
    settings: {
      id: randomUUID(),
      kind: 'asaas',
      apiUrl: options.url ?? apiUrl,
      tokens: options.tokens ?? [apiKey, webhookToken],
    },
    clock: options.clock ?? new TestClock('2026-01-15T12:00:00Z'),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });

const request = (overrides: Partial<PayoutRequest> = {}): PayoutRequest => ({
  reference: randomUUID(),
  amount: 9633,
  pixKeyType: 'email',
  pixKey: 'Vendedor@Example.com',
  description: 'Saque Repasse',
  ...overrides,
});

const seed = (count: number, since = '2026-01-14') => {
  for (let i = 0; i < count; i += 1)
    asaas.transfers.push({
      object: 'transfer',
      id: randomUUID(),
      dateCreated: since,
      status: 'DONE',
      value: 10,
      netValue: 10,
      transferFee: 0,
      externalReference: i % 2 ? null : randomUUID(),
      failReason: null,
      operationType: 'PIX',
      description: null,
    });
};

describe('Asaas payout provider', () => {
  it('looks the reference up, then POSTs /transfers with the documented body and headers', async () => {
    const payout = request();
    const result = await provider().send(payout);
    expect(asaas.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      'GET /v3/transfers?dateCreated[ge]=2026-01-12&offset=0&limit=100',
      'POST /v3/transfers',
    ]);
    const post = asaas.requests[1] as Recorded;
    expect(post.headers.access_token).toBe(apiKey);
    expect(post.headers['content-type']).toBe('application/json');
    expect(post.headers['user-agent']).toBe('Repasse');
    expect(post.body).toBe(
      `{"value":96.33,"operationType":"PIX","pixAddressKey":"vendedor@example.com","pixAddressKeyType":"EMAIL","description":"Saque Repasse","externalReference":"${payout.reference}"}`,
    );
    expect(asaas.requests[0]?.headers['content-type']).toBeUndefined();
    expect(result).toEqual({ providerReference: asaas.transfers[0]?.id, status: 'processing' });
  });

  it('writes amounts as exact reais and maps every key type', async () => {
    const cases: [PayoutRequest['pixKeyType'], string, string, string][] = [
      ['cpf', '529.982.247-25', '52998224725', 'CPF'],
      ['cnpj', '11.222.333/0001-81', '11222333000181', 'CNPJ'],
      ['phone', '+55 (47) 99999-1234', '47999991234', 'PHONE'],
      ['email', 'a@b.com.br', 'a@b.com.br', 'EMAIL'],
      [
        'random',
        '123E4567-E89B-12D3-A456-426614174000',
        '123e4567-e89b-12d3-a456-426614174000',
        'EVP',
      ],
    ];
    for (const [pixKeyType, pixKey, sent, type] of cases) {
      await provider().send(request({ pixKeyType, pixKey, amount: 1000000 }));
      const body = asaas.requests.at(-1)?.body ?? '';
      expect(body).toMatch(/^\{"value":10000\.00,/);
      expect(JSON.parse(body)).toMatchObject({ pixAddressKey: sent, pixAddressKeyType: type });
    }
  });

  it('searches from three Brasília days back, whatever the UTC date', async () => {
    await provider({ clock: new TestClock('2026-01-15T02:00:00Z') }).status('unknown', null);
    expect(asaas.requests[0]?.url).toContain('dateCreated[ge]=2026-01-11&');
  });

  it('replays a send whose transfer exists: same transfer, no second POST', async () => {
    const payout = request();
    const first = await provider().send(payout);
    seed(150);
    asaas.requests = [];
    const again = await provider().send(payout);
    expect(again).toEqual(first);
    expect(asaas.requests.map((r) => r.method)).toEqual(['GET', 'GET']);
    expect(asaas.requests[1]?.url).toContain('offset=100&limit=100');
    expect(asaas.transfers.filter((t) => t.externalReference === payout.reference)).toHaveLength(1);
  });

  it('turns a 400 into a refusal carrying Asaas’s description', async () => {
    asaas.overrides.push({ status: 200, body: { object: 'list', hasMore: false, data: [] } });
    asaas.overrides.push({
      status: 400,
      body: {
        errors: [
          {
            code: 'invalid_action',
            description: 'Saldo insuficiente para realizar a transferência.',
          },
        ],
      },
    });
    const error = await provider()
      .send(request())
      .catch((e) => e);
    expect(error).toBeInstanceOf(PayoutRefusedError);
    expect(error.reason).toBe('Saldo insuficiente para realizar a transferência.');
  });

  it.each([
    ['500', { status: 500, body: errors('internal', 'Erro interno') }],
    ['502 with an HTML page', { status: 502, body: '<html>Bad gateway</html>' }],
    [
      '409 (identical transfer in the last 15 minutes)',
      { status: 409, body: errors('conflict', 'Transferência duplicada') },
    ],
    ['429', { status: 429 }],
    ['401', { status: 401 }],
  ] as const)('treats %s on POST as a technical error', async (_, answer) => {
    asaas.overrides.push(
      { status: 200, body: { object: 'list', hasMore: false, data: [] } },
      answer,
    );
    await expect(provider().send(request())).rejects.toThrow(PayoutTechnicalError);
  });

  it('treats a failed lookup as a technical error and never POSTs', async () => {
    asaas.overrides.push({ status: 503 });
    await expect(provider().send(request())).rejects.toThrow(PayoutTechnicalError);
    expect(asaas.requests.map((r) => r.method)).toEqual(['GET']);
  });

  it('times out into a technical error', async () => {
    asaas.overrides.push(
      { status: 200, body: { object: 'list', hasMore: false, data: [] } },
      'hang',
    );
    const started = Date.now();
    await expect(provider({ timeoutMs: 200 }).send(request())).rejects.toThrow(
      PayoutTechnicalError,
    );
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('turns a network error into a technical error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    await expect(provider({ url: `http://127.0.0.1:${port}/v3` }).send(request())).rejects.toThrow(
      PayoutTechnicalError,
    );
  });

  it('refuses to work without an API key', async () => {
    await expect(provider({ tokens: [null, webhookToken] }).send(request())).rejects.toThrow(
      PayoutTechnicalError,
    );
    expect(asaas.requests).toHaveLength(0);
  });

  it.each([
    ['PENDING', { status: 'processing' }],
    ['BANK_PROCESSING', { status: 'processing' }],
    ['DONE', { status: 'completed' }],
    ['FAILED', { status: 'failed', failureReason: 'Chave Pix não encontrada' }],
    ['CANCELLED', { status: 'failed', failureReason: 'cancelled' }],
  ])('maps status %s', async (asaasStatus, expected) => {
    const payout = request();
    const { providerReference } = await provider().send(payout);
    const transfer = asaas.transfers[0] as Transfer;
    transfer.status = asaasStatus;
    if (asaasStatus === 'FAILED') transfer.failReason = 'Chave Pix não encontrada';
    asaas.requests = [];
    expect(await provider().status(payout.reference, providerReference)).toEqual({
      providerReference,
      ...expected,
    });
    expect(asaas.requests.map((r) => `${r.method} ${r.url}`)).toEqual([
      `GET /v3/transfers/${providerReference}`,
    ]);
    expect(await provider().status(payout.reference, null)).toEqual({
      providerReference,
      ...expected,
    });
  });

  it('answers null for transfers Asaas does not know', async () => {
    expect(await provider().status(randomUUID(), randomUUID())).toBeNull();
    expect(await provider().status(randomUUID(), null)).toBeNull();
  });

  describe('webhooks', () => {
    const event = (
      name: string,
      transfer: Partial<Transfer> = {},
      extra: Record<string, unknown> = {},
    ) =>
      Buffer.from(
        JSON.stringify({
          id: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
          event: name,
          dateCreated: '2026-01-15 16:45:03',
          transfer: {
            object: 'transfer',
            id: '777eb7c8-b1a2-4356-8fd8-a1b0644b5282',
            status: 'DONE',
            externalReference: 'withdrawal-1',
            failReason: null,
            ...transfer,
          },
          ...extra,
        }),
      );
    const now = new Date();
    const headers = { 'asaas-access-token': webhookToken };

    it('reads TRANSFER_DONE and TRANSFER_FAILED / TRANSFER_CANCELLED', () => {
      expect(provider().parseWebhook(event('TRANSFER_DONE'), headers, now)).toEqual({
        eventId: 'evt_05b708f961d739ea7eba7e4db318f621&368604920',
        reference: 'withdrawal-1',
        providerReference: '777eb7c8-b1a2-4356-8fd8-a1b0644b5282',
        status: 'completed',
        failureReason: undefined,
      });
      expect(
        provider().parseWebhook(
          event('TRANSFER_FAILED', { status: 'FAILED', failReason: 'Conta destino encerrada' }),
          headers,
          now,
        ),
      ).toMatchObject({ status: 'failed', failureReason: 'Conta destino encerrada' });
      expect(
        provider().parseWebhook(event('TRANSFER_CANCELLED', { status: 'CANCELLED' }), headers, now),
      ).toMatchObject({
        status: 'failed',
        failureReason: 'cancelled',
      });
    });

    it('checks the asaas-access-token header', () => {
      const parse =
        (h: Record<string, string | string[] | undefined>, tokens?: (string | null)[]) => () =>
          provider(tokens ? { tokens } : {}).parseWebhook(event('TRANSFER_DONE'), h, now);
      expect(parse({ 'asaas-access-token': [webhookToken] })).not.toThrow();
      expect(parse({})).toThrow(WebhookSignatureError);
      expect(parse({ 'asaas-access-token': 'wrong' })).toThrow(WebhookSignatureError);
      expect(parse({ 'asaas-access-token': `${webhookToken}x` })).toThrow(WebhookSignatureError);
      expect(parse(headers, [apiKey])).toThrow(WebhookSignatureError);
      expect(parse({ 'asaas-access-token': '' }, [apiKey, ''])).toThrow(WebhookSignatureError);
    });

    it('requires an event id and a JSON body', () => {
      expect(() =>
        provider().parseWebhook(event('TRANSFER_DONE', {}, { id: undefined }), headers, now),
      ).toThrow(WebhookSignatureError);
      expect(() => provider().parseWebhook(Buffer.from('not json'), headers, now)).toThrow(
        WebhookSignatureError,
      );
    });

    it('ignores events without a final state, other entities and transfers that are not ours', () => {
      for (const name of [
        'TRANSFER_CREATED',
        'TRANSFER_PENDING',
        'TRANSFER_IN_BANK_PROCESSING',
        'TRANSFER_BLOCKED',
        'PAYMENT_RECEIVED',
      ])
        expect(() =>
          provider().parseWebhook(event(name, { status: 'PENDING' }), headers, now),
        ).toThrow(IgnoredWebhookError);
      expect(() =>
        provider().parseWebhook(event('TRANSFER_DONE', { externalReference: null }), headers, now),
      ).toThrow(IgnoredWebhookError);
    });
  });
});
