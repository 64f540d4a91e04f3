import { generateKeyPairSync, randomUUID, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TestClock } from '../../lib/clock.ts';
import { IgnoredWebhookError } from '../payouts/ignored-webhook.ts';
import { WebhookSignatureError } from '../payouts/types.ts';
import { pagarmeAcquirer } from './pagarme.ts';
import { pagarmeSignatureHeader } from './pagarme-webhook-auth.ts';

const now = new Date('2026-01-15T12:00:00Z');
const basicCredentials = 'repasse:w3bh00k-s3nha';
const basicHeader = `Basic ${Buffer.from(basicCredentials).toString('base64')}`;

const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
const kid = 'pagarme-test-key';
const jwks = JSON.stringify({
  keys: [{ ...publicKey.export({ format: 'jwk' }), kid, use: 'sig', alg: 'RS256' }],
});

const acquirer = (tokens: (string | null)[] = ['sk_test_x', basicCredentials, jwks]) =>
  pagarmeAcquirer({
    settings: { id: randomUUID(), kind: 'pagarme', apiUrl: null, tokens },
    clock: new TestClock(now),
  });

const signed = (body: Buffer, keyId = kid) =>
  `alg=RS256; kid=${keyId}; signature=${sign('sha256', body, privateKey).toString('base64url')}`;

/** The shapes of Pagar.me's "Exemplo de webhook": an envelope whose `data` is the order or charge. */
const charge = (overrides: Record<string, unknown> = {}) => ({
  id: 'ch_d22356Jf4WuGr8no',
  code: '1303624',
  gateway_id: 'da7871c5-3dd4-4a82-a9b8-e1b0bd8d7f4e',
  amount: 12_990,
  paid_amount: 12_990,
  status: 'paid',
  currency: 'BRL',
  payment_method: 'credit_card',
  metadata: { reference: 'tx-123' },
  order: { id: 'or_ZdnB5BBCmYhk534R', code: 'tx-123', status: 'paid' },
  last_transaction: { id: 'tran_1', status: 'captured' },
  ...overrides,
});

const hook = (type: string, data: unknown, id = `hook_${randomUUID().slice(0, 8)}`) =>
  Buffer.from(
    JSON.stringify({
      id,
      account: { id: 'acc_jZkdN857et650oNv', name: 'Lojinha' },
      type,
      created_at: '2026-01-15T11:59:58',
      data,
    }),
  );

describe('Pagar.me webhooks: authenticity', () => {
  const body = hook('charge.paid', charge());

  it('accepts the Basic credentials configured on the webhook', () => {
    expect(acquirer().parseWebhook(body, { authorization: basicHeader }, now)).toMatchObject({
      type: 'paid',
    });
  });

  it('accepts an RS256 signature by a key of the configured JWKS', () => {
    expect(
      acquirer().parseWebhook(body, { [pagarmeSignatureHeader]: signed(body) }, now),
    ).toMatchObject({
      type: 'paid',
    });
    const basicOnly = acquirer(['sk_test_x', null, jwks]);
    expect(
      basicOnly.parseWebhook(body, { [pagarmeSignatureHeader]: signed(body) }, now),
    ).toMatchObject({
      type: 'paid',
    });
  });

  it.each([
    ['no credentials', {}],
    [
      'wrong Basic password',
      { authorization: `Basic ${Buffer.from('repasse:wrong').toString('base64')}` },
    ],
    ['a Bearer token', { authorization: `Bearer ${basicCredentials}` }],
    [
      'a signature over another body',
      { [pagarmeSignatureHeader]: signed(hook('charge.paid', charge({ amount: 1 }))) },
    ],
    ['a signature by an unknown key', { [pagarmeSignatureHeader]: signed(body, 'other-key') }],
    [
      'a garbled signature',
      { [pagarmeSignatureHeader]: 'alg=RS256; kid=pagarme-test-key; signature=AAAA' },
    ],
    ['an HMAC algorithm', { [pagarmeSignatureHeader]: `alg=HS256; kid=${kid}; signature=abc` }],
  ])('refuses %s', (_, headers) => {
    expect(() => acquirer().parseWebhook(body, headers, now)).toThrow(WebhookSignatureError);
  });

  it('refuses everything when no authentication is configured', () => {
    const bare = acquirer(['sk_test_x']);
    expect(() => bare.parseWebhook(body, { authorization: basicHeader }, now)).toThrow(
      /not configured/,
    );
  });

  it('only trusts the mechanisms that are configured', () => {
    const signatureOnly = acquirer(['sk_test_x', null, jwks]);
    expect(() => signatureOnly.parseWebhook(body, { authorization: basicHeader }, now)).toThrow(
      WebhookSignatureError,
    );
    const basicOnly = acquirer(['sk_test_x', basicCredentials]);
    expect(() =>
      basicOnly.parseWebhook(body, { [pagarmeSignatureHeader]: signed(body) }, now),
    ).toThrow(WebhookSignatureError);
  });

  it('refuses a JWKS it cannot read as a signature error', () => {
    const broken = acquirer(['sk_test_x', null, '{not json']);
    expect(() =>
      broken.parseWebhook(body, { [pagarmeSignatureHeader]: signed(body) }, now),
    ).toThrow(WebhookSignatureError);
  });
});

describe('Pagar.me webhooks: events', () => {
  const parse = (body: Buffer) =>
    acquirer().parseWebhook(body, { authorization: basicHeader }, now);

  it('order.paid: the order code is our reference, the charge id the acquirer reference', () => {
    const order = {
      id: 'or_ZdnB5BBCmYhk534R',
      code: 'tx-456',
      amount: 12_356,
      status: 'paid',
      charges: [
        charge({ metadata: {}, order: undefined, paid_amount: 12_356, payment_method: 'pix' }),
      ],
    };
    expect(parse(hook('order.paid', order, 'hook_RyEKQO789TRpZjv5'))).toEqual({
      eventId: 'hook_RyEKQO789TRpZjv5',
      reference: 'tx-456',
      acquirerReference: 'ch_d22356Jf4WuGr8no',
      type: 'paid',
      amount: 12_356,
    });
  });

  it('charge.paid: the reference comes from the metadata we sent', () => {
    expect(parse(hook('charge.paid', charge(), 'hook_1'))).toEqual({
      eventId: 'hook_1',
      reference: 'tx-123',
      acquirerReference: 'ch_d22356Jf4WuGr8no',
      type: 'paid',
      amount: 12_990,
    });
  });

  it('charge.refunded: the amount is what was refunded', () => {
    const refunded = charge({ status: 'canceled', canceled_amount: 4_000 });
    expect(parse(hook('charge.refunded', refunded))).toMatchObject({
      type: 'refunded',
      amount: 4_000,
    });
  });

  it('charge.chargedback and order.canceled', () => {
    expect(parse(hook('charge.chargedback', charge({ status: 'chargedback' })))).toMatchObject({
      type: 'chargeback',
      reference: 'tx-123',
      amount: 12_990,
    });
    const order = {
      id: 'or_1',
      code: 'tx-789',
      status: 'canceled',
      charges: [charge({ status: 'canceled', metadata: null, order: null })],
    };
    expect(parse(hook('order.canceled', order))).toMatchObject({
      type: 'canceled',
      reference: 'tx-789',
    });
  });

  it('charge.payment_failed: an unpaid Pix expired, anything else was canceled', () => {
    const pix = charge({ payment_method: 'pix', status: 'failed', paid_amount: null });
    expect(parse(hook('charge.payment_failed', pix))).toMatchObject({
      type: 'expired',
      reference: 'tx-123',
    });
    const boleto = charge({ payment_method: 'boleto', status: 'failed', paid_amount: null });
    expect(parse(hook('charge.payment_failed', boleto))).toMatchObject({ type: 'canceled' });
  });

  it('takes the reference from the charge order when the charge has no metadata', () => {
    expect(parse(hook('charge.paid', charge({ metadata: null })))).toMatchObject({
      reference: 'tx-123',
    });
    expect(parse(hook('charge.paid', charge({ metadata: null, order: null })))).toMatchObject({
      reference: null,
    });
  });

  it('ignores authentic events it does not act on', () => {
    expect(() => parse(hook('customer.created', { id: 'cus_1' }))).toThrow(IgnoredWebhookError);
    expect(() => parse(hook('charge.paid', { no: 'charge' }))).toThrow(IgnoredWebhookError);
    expect(() => parse(hook('order.paid', { id: 'or_1', status: 'paid', charges: [] }))).toThrow(
      IgnoredWebhookError,
    );
  });

  it('refuses bodies that are not Pagar.me webhooks', () => {
    expect(() => parse(Buffer.from('not json'))).toThrow(WebhookSignatureError);
    expect(() => parse(Buffer.from('{"type":"charge.paid"}'))).toThrow(WebhookSignatureError);
  });
});
