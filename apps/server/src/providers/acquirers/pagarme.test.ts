import { randomUUID } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock.ts';
import { pagarmeAcquirer } from './pagarme.ts';
import { RefundRefusedError } from './refund-refused.ts';
import { AcquirerTechnicalError, type ChargeRequest } from './types.ts';

const secretKey = 'sk_test_0123456789abcdef';
const basicAuth = `Basic ${Buffer.from(`${secretKey}:`).toString('base64')}`;

type Json = Record<string, unknown>;
type Recorded = { method: string; url: string; headers: IncomingHttpHeaders; body: Json | null };
type Override = { status: number; body?: unknown } | 'hang';
type Charge = Json & { id: string; status: string; amount: number; canceled_amount: number };

/**
 * A local stand-in for Pagar.me's Core API v5, answering with the shapes of its API reference and
 * following its test-card rules ("Simulador de Cartão de Crédito", "Simulador PSP"): card
 * 4000000000000010 approves, CVV starting with 6 is refused by the issuer (here with ABECS 51),
 * buyer document 11111111111 is refused by the antifraud.
 */
const pagarme = {
  requests: [] as Recorded[],
  overrides: [] as Override[],
  charges: new Map<string, Charge>(),
  idempotent: new Map<string, { status: number; body: unknown }>(),
  orders: 0,
};

const invalid = (errors: Record<string, string[]>) => ({
  message: 'The request is invalid.',
  errors,
});

function cardTransaction(payment: Json, document: string) {
  const card = (payment.credit_card as Json).card as Json;
  const number = String(card.number);
  const base = {
    id: `tran_${randomUUID().slice(0, 8)}`,
    transaction_type: 'credit_card',
    amount: payment.amount,
    installments: (payment.credit_card as Json).installments,
    card: {
      brand: 'Visa',
      last_four_digits: number.slice(-4),
      first_six_digits: number.slice(0, 6),
    },
  };
  if (document === '11111111111')
    return {
      ...base,
      status: 'not_authorized',
      antifraud_response: { status: 'reproved', return_message: 'Reproved' },
    };
  if (String(card.cvv).startsWith('6'))
    return {
      ...base,
      status: 'not_authorized',
      acquirer_return_code: '51',
      acquirer_message: 'SALDO/LIMITE INSUFICIENTE',
    };
  if (number === '4000000000000028')
    return {
      ...base,
      status: 'not_authorized',
      acquirer_return_code: '05',
      acquirer_message: 'GENERICA',
    };
  if (number === '4000000000000044')
    return { ...base, status: 'with_error', acquirer_message: 'Erro de comunicação' };
  return {
    ...base,
    status: 'captured',
    acquirer_return_code: '00',
    acquirer_message: 'Transação capturada com sucesso',
  };
}

function createOrder(input: Json): { status: number; body: unknown } {
  const payment = (input.payments as Json[])[0] as Json;
  const customer = input.customer as Json;
  if (payment.payment_method === 'credit_card') {
    const card = (payment.credit_card as Json | undefined)?.card as Json | undefined;
    if (!card?.number || String(card.number).length < 13)
      return {
        status: 422,
        body: invalid({
          'order.payments[0].credit_card.card.number': [
            'The number field is not a valid card number.',
          ],
        }),
      };
  }
  pagarme.orders += 1;
  const id = `ch_${randomUUID().replaceAll('-', '').slice(0, 16)}`;
  let status = 'pending';
  let transaction: Json;
  if (payment.payment_method === 'credit_card') {
    transaction = cardTransaction(payment, String(customer.document));
    status = transaction.status === 'captured' ? 'paid' : 'failed';
  } else if (payment.payment_method === 'pix') {
    transaction = {
      id: `tran_${id}`,
      transaction_type: 'pix',
      status: 'waiting_payment',
      qr_code:
        '00020101021226820014br.gov.bcb.pix2560pix.stone.com.br/pix/v2/11111111-1111-1111-1111-11111111111152040000530398654041.005802BR5914PAGARME TESTE6009SAO PAULO62290525abcdefghijklmnopqrstuvwxy6304ABCD',
      qr_code_url: 'https://api.pagar.me/core/v5/transactions/tran_x/qrcode?payment_method=pix',
      expires_at: new Date(
        Date.parse('2026-01-15T12:00:00Z') + Number((payment.pix as Json).expires_in) * 1000,
      ).toISOString(),
    };
  } else {
    const dueAt = String((payment.boleto as Json).due_at);
    transaction = {
      id: `tran_${id}`,
      transaction_type: 'boleto',
      status: 'generated',
      line: '23793.38128 60007.827136 95000.063305 9 84410000010000',
      barcode: '23799844100000100003381260007827139500006330',
      due_at: dueAt,
      pdf: `https://api.pagar.me/core/v5/transactions/tran_${id}/pdf`,
      url: `https://api.pagar.me/core/v5/transactions/tran_${id}/pdf`,
    };
  }
  const charge: Charge = {
    id,
    code: input.code,
    amount: Number(payment.amount),
    status,
    payment_method: payment.payment_method,
    canceled_amount: 0,
    paid_amount: status === 'paid' ? payment.amount : undefined,
    metadata: payment.metadata,
    last_transaction: transaction,
  };
  pagarme.charges.set(id, charge);
  return {
    status: 200,
    body: {
      id: `or_${id.slice(3)}`,
      code: input.code,
      amount: payment.amount,
      currency: 'BRL',
      closed: true,
      status: status === 'failed' ? 'failed' : status,
      metadata: input.metadata,
      customer: { id: 'cus_1', ...customer },
      charges: [charge],
    },
  };
}

function cancelCharge(id: string, input: Json | null): { status: number; body: unknown } {
  const charge = pagarme.charges.get(id);
  if (!charge) return { status: 404, body: { message: 'Charge not found.' } };
  const amount = Number(input?.amount ?? charge.amount - charge.canceled_amount);
  if (charge.status !== 'paid')
    return { status: 412, body: { message: 'Charge can not be canceled.' } };
  if (amount > charge.amount - charge.canceled_amount)
    return { status: 412, body: { message: 'The amount is greater than the available amount.' } };
  charge.canceled_amount += amount;
  const full = charge.canceled_amount === charge.amount;
  if (full) charge.status = 'canceled';
  charge.last_transaction = {
    id: `tran_rf_${randomUUID().slice(0, 8)}`,
    transaction_type: 'credit_card',
    status: full ? 'refunded' : 'partial_refunded',
    amount,
  };
  return { status: 200, body: { ...charge } };
}

const server = createServer((request, response) => {
  const chunks: Buffer[] = [];
  request.on('data', (chunk: Buffer) => chunks.push(chunk));
  request.on('end', () => {
    const text = Buffer.concat(chunks).toString('utf8');
    const body = text ? (JSON.parse(text) as Json) : null;
    const url = new URL(request.url ?? '/', 'http://pagarme.test');
    pagarme.requests.push({
      method: request.method ?? '',
      url: request.url ?? '',
      headers: request.headers,
      body,
    });
    const answer = ({ status, body: json }: { status: number; body?: unknown }) =>
      response
        .writeHead(status, { 'content-type': 'application/json' })
        .end(json === undefined ? '' : typeof json === 'string' ? json : JSON.stringify(json));
    const override = pagarme.overrides.shift();
    if (override === 'hang') return;
    if (override) return answer(override);
    if (request.headers.authorization !== basicAuth)
      return answer({
        status: 401,
        body: { message: 'Authorization has been denied for this request.' },
      });
    const key = request.headers['idempotency-key'];
    const idempotencyKey = typeof key === 'string' ? `${request.method} ${key}` : undefined;
    const seen = idempotencyKey ? pagarme.idempotent.get(idempotencyKey) : undefined;
    if (seen) return answer(seen);
    let result: { status: number; body: unknown } = { status: 404, body: { message: 'Not found' } };
    const cancel = /^\/core\/v5\/charges\/([^/]+)$/.exec(url.pathname);
    if (request.method === 'POST' && url.pathname === '/core/v5/orders')
      result = createOrder(body ?? {});
    else if (request.method === 'DELETE' && cancel)
      result = cancelCharge(decodeURIComponent(cancel[1] ?? ''), body);
    if (idempotencyKey) pagarme.idempotent.set(idempotencyKey, result);
    answer(result);
  });
});

let apiUrl = '';
beforeAll(async () => {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  apiUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/core/v5`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});
beforeEach(() => {
  pagarme.requests = [];
  pagarme.overrides = [];
  pagarme.charges.clear();
  pagarme.idempotent.clear();
  pagarme.orders = 0;
});

const acquirer = (options: { timeoutMs?: number; url?: string; key?: string } = {}) =>
  pagarmeAcquirer({
    settings: {
      id: randomUUID(),
      kind: 'pagarme',
      apiUrl: options.url ?? apiUrl,
      tokens: [options.key ?? secretKey],
    },
    clock: new TestClock('2026-01-15T12:00:00Z'),
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });

const request = (overrides: Partial<ChargeRequest> = {}): ChargeRequest => ({
  reference: randomUUID(),
  livemode: true,
  method: 'pix',
  amount: 12_990,
  instalments: 1,
  description: 'Curso de fotografia',
  customer: {
    name: 'Maria da Silva',
    email: 'maria@example.com',
    document: '123.456.789-09',
    phone: '+55 (11) 98765-4321',
  },
  ...overrides,
});

const card = (number = '4000000000000010', cvv = '123') => ({
  number,
  holderName: 'MARIA DA SILVA',
  expMonth: 12,
  expYear: 2030,
  cvv,
});

const lastRequest = () => {
  const recorded = pagarme.requests.at(-1);
  if (!recorded) throw new Error('no request reached the fake Pagar.me');
  return recorded;
};

const sentPayment = () => (lastRequest().body?.payments as Json[] | undefined)?.[0];

describe('Pagar.me acquirer: charges', () => {
  it('creates a Pix order with basic auth, an idempotency key and amounts in centavos', async () => {
    const pix = request({ pixExpiresInSeconds: 1800 });
    const result = await acquirer().charge(pix);
    const sent = lastRequest();
    expect(sent.method).toBe('POST');
    expect(sent.url).toBe('/core/v5/orders');
    expect(sent.headers.authorization).toBe(basicAuth);
    expect(sent.headers['idempotency-key']).toBe(`charge-${pix.reference}`);
    expect(sent.headers['content-type']).toBe('application/json');
    expect(sent.body).toEqual({
      code: pix.reference,
      closed: true,
      items: [
        { code: pix.reference, amount: 12_990, description: 'Curso de fotografia', quantity: 1 },
      ],
      customer: {
        name: 'Maria da Silva',
        email: 'maria@example.com',
        document: '12345678909',
        document_type: 'CPF',
        type: 'individual',
        phones: { mobile_phone: { country_code: '55', area_code: '11', number: '987654321' } },
      },
      payments: [
        {
          payment_method: 'pix',
          amount: 12_990,
          metadata: { reference: pix.reference },
          pix: { expires_in: 1800 },
        },
      ],
      metadata: { reference: pix.reference },
    });
    expect(result).toEqual({
      status: 'pending',
      acquirerReference: expect.stringMatching(/^ch_/),
      pix: {
        brCode: expect.stringMatching(/^000201/),
        expiresAt: new Date('2026-01-15T12:30:00Z'),
      },
    });
  });

  it('sends a company buyer as CNPJ and leaves out a phone it cannot split', async () => {
    await acquirer().charge(
      request({
        customer: {
          name: 'Loja Ltda',
          email: 'loja@example.com',
          document: '12.345.678/0001-95',
          phone: '+1 202 555 0100',
        },
      }),
    );
    expect(lastRequest().body?.customer).toEqual({
      name: 'Loja Ltda',
      email: 'loja@example.com',
      document: '12345678000195',
      document_type: 'CNPJ',
      type: 'company',
    });
  });

  it('creates a boleto with the due date and answers its line and barcode', async () => {
    const boleto = request({ method: 'boleto', boletoDueDate: '2026-01-20' });
    const result = await acquirer().charge(boleto);
    const payment = sentPayment();
    expect(payment).toMatchObject({
      payment_method: 'boleto',
      amount: 12_990,
      boleto: { due_at: '2026-01-20T00:00:00Z' },
    });
    expect(result).toEqual({
      status: 'pending',
      acquirerReference: expect.stringMatching(/^ch_/),
      boleto: {
        barcode: '23799844100000100003381260007827139500006330',
        linhaDigitavel: '23793381286000782713695000063305984410000010000',
        dueDate: '2026-01-20',
        url: expect.stringMatching(/\/pdf$/),
      },
    });
  });

  it('gives a boleto three São Paulo days by default', async () => {
    await acquirer().charge(request({ method: 'boleto' }));
    const payment = sentPayment();
    expect(payment).toMatchObject({ boleto: { due_at: '2026-01-18T00:00:00Z' } });
  });

  it('captures an approved card and answers only its brand and last four digits', async () => {
    const sale = request({ method: 'card', instalments: 3, card: card() });
    const result = await acquirer().charge(sale);
    const payment = sentPayment();
    expect(payment).toMatchObject({
      payment_method: 'credit_card',
      amount: 12_990,
      credit_card: {
        installments: 3,
        operation_type: 'auth_and_capture',
        card: {
          number: '4000000000000010',
          holder_name: 'MARIA DA SILVA',
          exp_month: 12,
          exp_year: 2030,
          cvv: '123',
        },
      },
    });
    expect(result).toEqual({
      status: 'paid',
      acquirerReference: expect.stringMatching(/^ch_/),
      card: { brand: 'visa', lastFour: '0010' },
    });
    expect(JSON.stringify(result)).not.toContain('4000000000000010');
  });

  it('declines for insufficient funds when the issuer answers ABECS 51', async () => {
    const result = await acquirer().charge(
      request({ method: 'card', card: card('4000000000000010', '612') }),
    );
    expect(result).toEqual({
      status: 'declined',
      acquirerReference: expect.stringMatching(/^ch_/),
      reason: 'insufficient_funds',
      card: { brand: 'visa', lastFour: '0010' },
    });
  });

  it('declines as fraud when the antifraud reproves the buyer', async () => {
    const sale = request({ method: 'card', card: card() });
    sale.customer.document = '111.111.111-11';
    expect(await acquirer().charge(sale)).toMatchObject({ status: 'declined', reason: 'fraud' });
  });

  it('reads legacy Pagar.me codes and messages too', async () => {
    pagarme.overrides.push({
      status: 200,
      body: {
        id: 'or_1',
        status: 'failed',
        charges: [
          {
            id: 'ch_legacy',
            status: 'failed',
            last_transaction: {
              status: 'not_authorized',
              acquirer_return_code: 1016,
              acquirer_message: 'Saldo insuficiente',
            },
          },
        ],
      },
    });
    expect(await acquirer().charge(request({ method: 'card', card: card() }))).toEqual({
      status: 'declined',
      acquirerReference: 'ch_legacy',
      reason: 'insufficient_funds',
      card: { brand: 'visa', lastFour: '0010' },
    });
  });

  it('declines generically for any other issuer refusal', async () => {
    expect(
      await acquirer().charge(request({ method: 'card', card: card('4000000000000028') })),
    ).toMatchObject({
      status: 'declined',
      reason: 'generic',
    });
  });

  it('declines a card Pagar.me rejects as invalid (422) without an acquirer reference', async () => {
    expect(await acquirer().charge(request({ method: 'card', card: card('4000') }))).toEqual({
      status: 'declined',
      acquirerReference: null,
      reason: 'generic',
    });
  });

  it('waits for the webhook when the card charge is still under review', async () => {
    pagarme.overrides.push({
      status: 200,
      body: {
        id: 'or_2',
        status: 'pending',
        charges: [
          {
            id: 'ch_review',
            status: 'pending',
            last_transaction: { status: 'authorized_pending_capture' },
          },
        ],
      },
    });
    expect(await acquirer().charge(request({ method: 'card', card: card() }))).toEqual({
      status: 'pending',
      acquirerReference: 'ch_review',
    });
  });

  it('is idempotent on reference: a retry gets the first order, never a second one', async () => {
    const pix = request();
    const first = await acquirer().charge(pix);
    const again = await acquirer().charge(pix);
    expect(again).toEqual(first);
    expect(pagarme.orders).toBe(1);
  });

  it.each([
    ['a 5xx', { status: 503, body: { message: 'Service Unavailable' } }],
    ['a 500 in HTML', { status: 500, body: '<html>oops</html>' }],
    ['a rate limit', { status: 429, body: { message: 'Too Many Requests' } }],
    ['a 2xx that is not JSON', { status: 200, body: 'ok' }],
    ['a 2xx of another shape', { status: 200, body: { unexpected: true } }],
  ] as const)('throws a technical error on %s', async (_, override) => {
    pagarme.overrides.push(override);
    await expect(acquirer().charge(request())).rejects.toBeInstanceOf(AcquirerTechnicalError);
  });

  it('throws a technical error when the card charge ends with an error', async () => {
    await expect(
      acquirer().charge(request({ method: 'card', card: card('4000000000000044') })),
    ).rejects.toBeInstanceOf(AcquirerTechnicalError);
  });

  it('throws a technical error when Pagar.me does not answer in time', async () => {
    pagarme.overrides.push('hang');
    await expect(acquirer({ timeoutMs: 200 }).charge(request())).rejects.toBeInstanceOf(
      AcquirerTechnicalError,
    );
  });

  it('throws a technical error when Pagar.me cannot be reached or refuses the key', async () => {
    await expect(
      acquirer({ url: 'http://127.0.0.1:1/core/v5' }).charge(request()),
    ).rejects.toBeInstanceOf(AcquirerTechnicalError);
    await expect(acquirer({ key: 'sk_test_wrong' }).charge(request())).rejects.toThrow(
      /answered 401/,
    );
    await expect(acquirer({ key: '' }).charge(request())).rejects.toThrow(/not configured/);
  });
});

describe('Pagar.me acquirer: refunds', () => {
  async function paidCard() {
    const result = await acquirer().charge(request({ method: 'card', card: card() }));
    if (result.status !== 'paid') throw new Error('expected a paid charge');
    return result.acquirerReference;
  }

  it('cancels the charge for the amount with an idempotency key', async () => {
    const chargeId = await paidCard();
    const refundReference = randomUUID();
    const { refundId } = await acquirer().refund(chargeId, 4_000, refundReference);
    const sent = lastRequest();
    expect(sent.method).toBe('DELETE');
    expect(sent.url).toBe(`/core/v5/charges/${chargeId}`);
    expect(sent.headers.authorization).toBe(basicAuth);
    expect(sent.headers['idempotency-key']).toBe(`refund-${refundReference}`);
    expect(sent.body).toEqual({ amount: 4_000 });
    expect(refundId).toMatch(/^tran_rf_/);
    expect(pagarme.charges.get(chargeId)?.canceled_amount).toBe(4_000);
  });

  it('is idempotent on refundReference', async () => {
    const chargeId = await paidCard();
    const refundReference = randomUUID();
    const first = await acquirer().refund(chargeId, 4_000, refundReference);
    const again = await acquirer().refund(chargeId, 4_000, refundReference);
    expect(again).toEqual(first);
    expect(pagarme.charges.get(chargeId)?.canceled_amount).toBe(4_000);
  });

  it('refuses more than what is left, and refunds that are not positive integers', async () => {
    const chargeId = await paidCard();
    await acquirer().refund(chargeId, 10_000, randomUUID());
    await expect(acquirer().refund(chargeId, 3_000, randomUUID())).rejects.toMatchObject({
      reason: 'refused',
      message: 'The amount is greater than the available amount.',
    });
    await expect(acquirer().refund(chargeId, 0, randomUUID())).rejects.toBeInstanceOf(
      RefundRefusedError,
    );
    await expect(acquirer().refund(chargeId, 1.5, randomUUID())).rejects.toMatchObject({
      reason: 'invalid_amount',
    });
  });

  it('throws a technical error on 5xx and when Pagar.me reports a refund error', async () => {
    const chargeId = await paidCard();
    pagarme.overrides.push({ status: 502 });
    await expect(acquirer().refund(chargeId, 100, randomUUID())).rejects.toBeInstanceOf(
      AcquirerTechnicalError,
    );
    pagarme.overrides.push({
      status: 200,
      body: {
        id: chargeId,
        status: 'paid',
        last_transaction: { id: 'tran_x', status: 'error_on_refunding' },
      },
    });
    await expect(acquirer().refund(chargeId, 100, randomUUID())).rejects.toBeInstanceOf(
      AcquirerTechnicalError,
    );
  });
});
