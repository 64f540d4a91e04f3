import { randomUUID } from 'node:crypto';
import { isValidBarcode } from '@repasse/core/boleto/barcode';
import { isValidLinhaDigitavel } from '@repasse/core/boleto/linha-digitavel';
import { isValidBrCode, parseBrCode } from '@repasse/core/pix/br-code';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { sandboxCharges } from '../../db/schema.ts';
import { TestClock } from '../../lib/clock.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { OutgoingWebhook } from '../payouts/sandbox.ts';
import { WebhookSignatureError } from '../payouts/types.ts';
import { sandboxAcquirer } from './sandbox.ts';
import { SandboxActionError } from './sandbox-actions.ts';
import { AcquirerTechnicalError, type ChargeRequest } from './types.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function setup(
  options: {
    autoPayAfterMs?: number | null;
    failDeliveries?: number;
    tokens?: (string | null)[];
  } = {},
) {
  const clock = new TestClock('2026-01-15T12:00:00Z');
  const delivered: OutgoingWebhook[] = [];
  const errors: unknown[] = [];
  let failures = options.failDeliveries ?? 0;
  const settings = {
    id: randomUUID(),
    kind: 'sandbox',
    apiUrl: null,
    tokens: options.tokens ?? ['whsec_test'],
  };
  const acquirer = sandboxAcquirer({
    db: database.db,
    clock,
    settings,
    publicUrl: 'https://pay.repasse.dev',
    autoPayAfterMs: options.autoPayAfterMs ?? null,
    timeoutDelayMs: 20,
    onError: (error) => errors.push(error),
    deliver: async (webhook) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('receiver down');
      }
      delivered.push(webhook);
    },
  });
  /** What our webhook route would make of a delivered webhook. */
  const received = (webhook: OutgoingWebhook | undefined) => {
    if (!webhook) throw new Error('nothing was delivered');
    return acquirer.parseWebhook(Buffer.from(webhook.body), webhook.headers, clock.now());
  };
  return { clock, delivered, errors, settings, acquirer, received };
}

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
    document: '12345678909',
    phone: null,
  },
  ...overrides,
});

const card = (number: string) => ({
  number,
  holderName: 'MARIA DA SILVA',
  expMonth: 12,
  expYear: 2030,
  cvv: '123',
});
const cardRequest = (number: string) => request({ method: 'card', card: card(number) });

const rowsOf = (reference: string) =>
  database.db.select().from(sandboxCharges).where(eq(sandboxCharges.reference, reference));
const row = async (reference: string) => (await rowsOf(reference))[0];

async function paidCard(acquirer: ReturnType<typeof setup>['acquirer']) {
  const result = await acquirer.charge(cardRequest('4111111111111111'));
  if (result.status !== 'paid') throw new Error('expected a paid card');
  return result.acquirerReference;
}

describe('sandbox acquirer: cards', () => {
  it('approves a valid card, answering only its brand and last four, and stores neither number nor CVV', async () => {
    const { acquirer } = setup();
    const sale = cardRequest('4111 1111 1111 1111');
    expect(await acquirer.charge(sale)).toEqual({
      status: 'paid',
      acquirerReference: expect.stringMatching(/^sbx_[0-9a-f]{24}$/),
      card: { brand: 'visa', lastFour: '1111' },
    });
    const stored = JSON.stringify(await rowsOf(sale.reference));
    expect(stored).toContain('"status":"paid"');
    for (const secret of ['4111111111111111', '4111 1111 1111 1111', '"1111"', '"123"', 'visa'])
      expect(stored).not.toContain(secret);
  });

  it.each([
    ['insufficient funds', '4000000000009995', 'insufficient_funds'],
    ['suspected fraud', '4000000000009979', 'fraud'],
    ['a number that fails the Luhn check', '4111111111111112', 'generic'],
    ['a number too short to be a card', '42', 'generic'],
  ])('declines %s', async (_, number, reason) => {
    const { acquirer } = setup();
    const sale = cardRequest(number);
    expect(await acquirer.charge(sale)).toMatchObject({
      status: 'declined',
      acquirerReference: expect.stringMatching(/^sbx_/),
      reason,
    });
    expect(await row(sale.reference)).toMatchObject({ status: `declined_${reason}` });
  });

  it('declines a card charge without card data', async () => {
    const { acquirer } = setup();
    expect(await acquirer.charge(request({ method: 'card' }))).toEqual({
      status: 'declined',
      acquirerReference: null,
      reason: 'generic',
    });
  });

  it('fails like a 5xx on the processing-error card, storing nothing', async () => {
    const { acquirer } = setup();
    const sale = cardRequest('4000000000000119');
    await expect(acquirer.charge(sale)).rejects.toBeInstanceOf(AcquirerTechnicalError);
    expect(await rowsOf(sale.reference)).toHaveLength(0);
  });

  it('times out on the timeout card after the configured delay, storing nothing', async () => {
    const { acquirer } = setup();
    const sale = cardRequest('4000000000000069');
    const started = performance.now();
    await expect(acquirer.charge(sale)).rejects.toThrow(/did not answer in 20 ms/);
    expect(performance.now() - started).toBeGreaterThanOrEqual(15);
    expect(await rowsOf(sale.reference)).toHaveLength(0);
  });

  it('is idempotent on reference: a retry answers the first result and charges nothing twice', async () => {
    const { acquirer } = setup();
    const sale = cardRequest('4000000000009995');
    const first = await acquirer.charge(sale);
    expect(await acquirer.charge(sale)).toEqual(first);
    expect(await rowsOf(sale.reference)).toHaveLength(1);
  });

  it('refuses a reference already charged by another acquirer', async () => {
    const one = setup();
    const other = setup();
    const sale = cardRequest('4111111111111111');
    await one.acquirer.charge(sale);
    expect(await other.acquirer.charge(sale)).toEqual({
      status: 'declined',
      acquirerReference: null,
      reason: 'generic',
    });
  });
});

describe('sandbox acquirer: Pix and boleto', () => {
  it('makes a real dynamic BR Code pointing at our /pix/qr/<ref>, pending for an hour', async () => {
    const { acquirer, clock } = setup();
    const pix = request();
    const result = await acquirer.charge(pix);
    if (result.status !== 'pending' || !result.pix) throw new Error('expected a pending Pix');
    expect(isValidBrCode(result.pix.brCode)).toBe(true);
    const parsed = parseBrCode(result.pix.brCode);
    expect(parsed).toMatchObject({
      location: `pay.repasse.dev/pix/qr/${result.acquirerReference}`,
      txid: '***',
      amount: 12_990,
      merchantName: 'REPASSE PAGAMENTOS',
      merchantCity: 'SAO PAULO',
    });
    expect(result.pix.expiresAt).toEqual(new Date(clock.now().getTime() + 3_600_000));
    expect(await row(pix.reference)).toMatchObject({
      method: 'pix',
      status: 'pending',
      amount: 12_990,
    });
    expect(await acquirer.charge(pix)).toEqual(result);
  });

  it('honours the requested Pix lifetime and writes localhost as a dotted host', async () => {
    const local = sandboxAcquirer({
      ...{ db: database.db, clock: new TestClock('2026-01-15T12:00:00Z') },
      settings: { id: randomUUID(), kind: 'sandbox', apiUrl: null, tokens: [null] },
      deliver: async () => {},
      publicUrl: 'http://localhost:3000/',
    });
    const result = await local.charge(request({ pixExpiresInSeconds: 600 }));
    if (result.status !== 'pending' || !result.pix) throw new Error('expected a pending Pix');
    expect(parseBrCode(result.pix.brCode).location).toBe(
      `127.0.0.1:3000/pix/qr/${result.acquirerReference}`,
    );
    expect(result.pix.expiresAt).toEqual(new Date('2026-01-15T12:10:00Z'));
  });

  it('makes a real boleto, due in three São Paulo days unless told, the same on every retry', async () => {
    const { acquirer } = setup();
    const boleto = request({ method: 'boleto' });
    const result = await acquirer.charge(boleto);
    if (result.status !== 'pending' || !result.boleto) throw new Error('expected a pending boleto');
    expect(result.boleto.dueDate).toBe('2026-01-18');
    expect(isValidBarcode(result.boleto.barcode)).toBe(true);
    expect(isValidLinhaDigitavel(result.boleto.linhaDigitavel)).toBe(true);
    expect(result.boleto.barcode).toMatch(/^2379/);
    expect(result.boleto.barcode.slice(9, 19)).toBe('0000012990');
    expect(await acquirer.charge(boleto)).toEqual(result);

    const dated = await acquirer.charge(request({ method: 'boleto', boletoDueDate: '2026-02-10' }));
    expect(dated).toMatchObject({ boleto: { dueDate: '2026-02-10' } });
    expect(
      await acquirer.charge(request({ method: 'boleto', boletoDueDate: '2026-02-30' })),
    ).toEqual({
      status: 'declined',
      acquirerReference: null,
      reason: 'generic',
    });
  });

  it('refuses amounts that are not positive centavos', async () => {
    const { acquirer } = setup();
    expect(await acquirer.charge(request({ amount: 0 }))).toMatchObject({
      status: 'declined',
      reason: 'generic',
    });
    expect(await acquirer.charge(request({ amount: 10.5 }))).toMatchObject({ status: 'declined' });
  });
});

describe('sandbox acquirer: simulate payment and webhooks', () => {
  it('pays a pending Pix on demand and delivers its signed webhook', async () => {
    const { acquirer, delivered, received, settings } = setup();
    const pix = request();
    const { acquirerReference } = await acquirer.charge(pix);
    if (!acquirerReference) throw new Error('expected an acquirer reference');
    await acquirer.simulatePayment(acquirerReference);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.path).toBe(`/hooks/acquirers/${settings.id}`);
    expect(delivered[0]?.headers['x-repasse-signature']).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(delivered[0]?.body ?? '')).toEqual({
      id: `evt_${acquirerReference}_paid`,
      type: 'paid',
      reference: pix.reference,
      acquirerReference,
      amount: 12_990,
    });
    expect(received(delivered[0])).toEqual({
      eventId: `evt_${acquirerReference}_paid`,
      type: 'paid',
      reference: pix.reference,
      acquirerReference,
      amount: 12_990,
    });
    expect(await row(pix.reference)).toMatchObject({ status: 'paid' });
    await expect(acquirer.simulatePayment(acquirerReference)).rejects.toMatchObject({
      code: 'not_allowed',
    });
  });

  it('pays a boleto on demand; cards and unknown references cannot be "paid"', async () => {
    const { acquirer, delivered } = setup();
    const { acquirerReference } = await acquirer.charge(request({ method: 'boleto' }));
    await acquirer.simulatePayment(acquirerReference ?? '');
    expect(delivered).toHaveLength(1);
    const cardReference = await paidCard(acquirer);
    await expect(acquirer.simulatePayment(cardReference)).rejects.toMatchObject({
      code: 'not_found',
    });
    await expect(acquirer.simulatePayment('sbx_nope')).rejects.toBeInstanceOf(SandboxActionError);
  });

  it('cannot pay an expired Pix: settleDue expires it and says so', async () => {
    const { acquirer, clock, delivered, received } = setup();
    const pix = request({ pixExpiresInSeconds: 60 });
    const { acquirerReference } = await acquirer.charge(pix);
    clock.advance(60_000);
    await expect(acquirer.simulatePayment(acquirerReference ?? '')).rejects.toMatchObject({
      code: 'expired',
    });
    expect(await acquirer.settleDue()).toBe(1);
    expect(received(delivered[0])).toMatchObject({
      type: 'expired',
      reference: pix.reference,
      amount: 12_990,
    });
    expect(await row(pix.reference)).toMatchObject({ status: 'expired' });
    expect(await acquirer.settleDue()).toBe(0);
  });

  it('expires a Pix of R$ x,13 after 3 seconds whatever lifetime was asked, before demo autopay', async () => {
    const { acquirer, clock, delivered, received } = setup({ autoPayAfterMs: 4000 });
    const magic = request({ amount: 2_013, pixExpiresInSeconds: 1800 });
    const normal = request({ amount: 2_014, pixExpiresInSeconds: 1800 });
    const magicResult = await acquirer.charge(magic);
    const normalResult = await acquirer.charge(normal);
    if (magicResult.status !== 'pending' || !magicResult.pix) throw new Error('no Pix');
    if (normalResult.status !== 'pending' || !normalResult.pix) throw new Error('no Pix');
    expect(magicResult.pix.expiresAt).toEqual(new Date(clock.now().getTime() + 3_000));
    expect(normalResult.pix.expiresAt).toEqual(new Date(clock.now().getTime() + 1_800_000));
    clock.advance(4_000);
    expect(await acquirer.settleDue()).toBe(2);
    const outcomes = delivered.map((webhook) => received(webhook));
    expect(outcomes.find((n) => n.reference === magic.reference)?.type).toBe('expired');
    expect(outcomes.find((n) => n.reference === normal.reference)?.type).toBe('paid');
    expect(await row(magic.reference)).toMatchObject({ status: 'expired' });
  });

  it('pays nothing by itself outside demo mode', async () => {
    const { acquirer, clock, delivered } = setup();
    await acquirer.charge(request({ method: 'boleto' }));
    clock.advanceDays(1);
    expect(await acquirer.settleDue()).toBe(0);
    expect(delivered).toHaveLength(0);
  });

  it('demo mode pays Pix and boleto once autoPayAt passed, unless the Pix expired first', async () => {
    const { acquirer, clock, delivered, received } = setup({ autoPayAfterMs: 5000 });
    const pix = request();
    const boleto = request({ method: 'boleto' });
    const shortPix = request({ pixExpiresInSeconds: 3 });
    await acquirer.charge(pix);
    await acquirer.charge(boleto);
    await acquirer.charge(shortPix);
    clock.advance(4999);
    expect(await acquirer.settleDue()).toBe(1);
    expect(received(delivered[0])).toMatchObject({
      type: 'expired',
      reference: shortPix.reference,
    });
    clock.advance(1);
    expect(await acquirer.settleDue()).toBe(2);
    expect(delivered.slice(1).map((webhook) => received(webhook).type)).toEqual(['paid', 'paid']);
    expect(await row(pix.reference)).toMatchObject({ status: 'paid' });
    expect(await row(boleto.reference)).toMatchObject({ status: 'paid' });
    expect(await acquirer.settleDue()).toBe(0);
  });

  it('retries a failed delivery on the next run, with the same event id', async () => {
    const { acquirer, delivered, errors, received } = setup({ failDeliveries: 1 });
    const { acquirerReference } = await acquirer.charge(request());
    await acquirer.simulatePayment(acquirerReference ?? '');
    expect(delivered).toHaveLength(0);
    expect(errors).toHaveLength(1);
    expect(await acquirer.settleDue()).toBe(1);
    expect(received(delivered[0])).toMatchObject({
      eventId: `evt_${acquirerReference}_paid`,
      type: 'paid',
    });
    expect(await acquirer.settleDue()).toBe(0);
  });

  it('delivers chargeback, protest and protest-won webhooks for paid charges', async () => {
    const { acquirer, delivered, received } = setup();
    const acquirerReference = await paidCard(acquirer);
    await acquirer.refund(acquirerReference, 2_990, randomUUID());
    await acquirer.simulateProtest(acquirerReference);
    await acquirer.simulateProtestWon(acquirerReference);
    await acquirer.simulateChargeback(acquirerReference);
    expect(delivered.map((webhook) => received(webhook))).toEqual([
      expect.objectContaining({ type: 'in_protest', amount: 10_000 }),
      expect.objectContaining({ type: 'protest_won', amount: 10_000 }),
      expect.objectContaining({
        type: 'chargeback',
        amount: 10_000,
        eventId: `evt_${acquirerReference}_chargeback`,
      }),
    ]);
    await expect(acquirer.simulateChargeback(acquirerReference)).rejects.toMatchObject({
      code: 'not_allowed',
    });
    const { acquirerReference: pending } = await acquirer.charge(request());
    await expect(acquirer.simulateProtest(pending ?? '')).rejects.toMatchObject({
      code: 'not_allowed',
    });
  });

  it('settles each due charge once when two workers run at the same time', async () => {
    const { acquirer, clock, delivered } = setup({ autoPayAfterMs: 1000 });
    for (let i = 0; i < 5; i += 1) await acquirer.charge(request());
    clock.advance(1000);
    const [a, b] = await Promise.all([acquirer.settleDue(), acquirer.settleDue()]);
    expect((a ?? 0) + (b ?? 0)).toBe(5);
    expect(new Set(delivered.map((webhook) => JSON.parse(webhook.body).id)).size).toBe(5);
    expect(delivered).toHaveLength(5);
  });
});

describe('sandbox acquirer: refunds', () => {
  it('refunds part of a paid charge once per refund reference, then the rest', async () => {
    const { acquirer } = setup();
    const sale = cardRequest('4111111111111111');
    const { acquirerReference } = await acquirer.charge(sale);
    const refundReference = randomUUID();
    const first = await acquirer.refund(acquirerReference ?? '', 4_000, refundReference);
    expect(first.refundId).toMatch(/^sbx_rf_[0-9a-f]{24}$/);
    expect(await acquirer.refund(acquirerReference ?? '', 4_000, refundReference)).toEqual(first);
    expect(await row(sale.reference)).toMatchObject({ status: 'paid', refundedAmount: 4_000 });
    await expect(
      acquirer.refund(acquirerReference ?? '', 9_000, randomUUID()),
    ).rejects.toMatchObject({
      reason: 'exceeds_refundable',
    });
    const rest = await acquirer.refund(acquirerReference ?? '', 8_990, randomUUID());
    expect(rest.refundId).not.toBe(first.refundId);
    expect(await row(sale.reference)).toMatchObject({ status: 'refunded', refundedAmount: 12_990 });
    await expect(acquirer.refund(acquirerReference ?? '', 1, randomUUID())).rejects.toMatchObject({
      reason: 'not_paid',
    });
  });

  it('refuses a refund reference reused for a different refund', async () => {
    const { acquirer } = setup();
    const one = await paidCard(acquirer);
    const other = await paidCard(acquirer);
    const refundReference = randomUUID();
    await acquirer.refund(one, 1_000, refundReference);
    await expect(acquirer.refund(one, 2_000, refundReference)).rejects.toMatchObject({
      reason: 'reference_reused',
    });
    await expect(acquirer.refund(other, 1_000, refundReference)).rejects.toMatchObject({
      reason: 'reference_reused',
    });
  });

  it('refunds only paid charges of its own, for positive whole centavos', async () => {
    const { acquirer } = setup();
    const { acquirerReference: pending } = await acquirer.charge(request());
    await expect(acquirer.refund(pending ?? '', 100, randomUUID())).rejects.toMatchObject({
      reason: 'not_paid',
    });
    await expect(acquirer.refund('sbx_unknown', 100, randomUUID())).rejects.toMatchObject({
      reason: 'not_found',
    });
    const paid = await paidCard(acquirer);
    await expect(setup().acquirer.refund(paid, 100, randomUUID())).rejects.toMatchObject({
      reason: 'not_found',
    });
    await expect(acquirer.refund(paid, 0, randomUUID())).rejects.toMatchObject({
      reason: 'invalid_amount',
    });
    await expect(acquirer.refund(paid, 0.5, randomUUID())).rejects.toMatchObject({
      reason: 'invalid_amount',
    });
  });

  it('refunds once when the same refund is asked twice at the same time', async () => {
    const { acquirer } = setup();
    const sale = cardRequest('4111111111111111');
    const { acquirerReference } = await acquirer.charge(sale);
    const refundReference = randomUUID();
    const [a, b] = await Promise.all([
      acquirer.refund(acquirerReference ?? '', 5_000, refundReference),
      acquirer.refund(acquirerReference ?? '', 5_000, refundReference),
    ]);
    expect(a).toEqual(b);
    expect(await row(sale.reference)).toMatchObject({ refundedAmount: 5_000 });
  });
});

describe('sandbox acquirer: webhook signature', () => {
  it('refuses a webhook whose body or signature was changed', async () => {
    const { acquirer, clock, delivered } = setup();
    const { acquirerReference } = await acquirer.charge(request());
    await acquirer.simulatePayment(acquirerReference ?? '');
    const webhook = delivered[0];
    if (!webhook) throw new Error('nothing was delivered');
    const forged = Buffer.from(webhook.body.replace('12990', '99999'));
    expect(() => acquirer.parseWebhook(forged, webhook.headers, clock.now())).toThrow(
      WebhookSignatureError,
    );
    expect(() => acquirer.parseWebhook(Buffer.from(webhook.body), {}, clock.now())).toThrow(
      WebhookSignatureError,
    );
    const other = setup({ tokens: ['whsec_other'] }).acquirer;
    expect(() =>
      other.parseWebhook(Buffer.from(webhook.body), webhook.headers, clock.now()),
    ).toThrow(WebhookSignatureError);
  });

  it('signs with a fixed development secret when no token is configured', async () => {
    const { acquirer, delivered, received } = setup({ tokens: [null] });
    const { acquirerReference } = await acquirer.charge(request());
    await acquirer.simulatePayment(acquirerReference ?? '');
    expect(received(delivered[0])).toMatchObject({ type: 'paid' });
  });
});
