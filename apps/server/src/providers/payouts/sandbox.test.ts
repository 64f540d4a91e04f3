import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { sandboxPayouts } from '../../db/schema.ts';
import { TestClock } from '../../lib/clock.ts';
import { createTestDatabase } from '../../test/database.ts';
import { type OutgoingWebhook, sandboxPayoutProvider } from './sandbox.ts';
import { sandboxPayoutScenarios } from './sandbox-scenarios.ts';
import { signWebhook } from './signature.ts';
import {
  PayoutRefusedError,
  type PayoutRequest,
  PayoutTechnicalError,
  WebhookSignatureError,
} from './types.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

function setup(options: { tokens?: (string | null)[]; failDeliveries?: number } = {}) {
  const clock = new TestClock();
  const delivered: OutgoingWebhook[] = [];
  let failures = options.failDeliveries ?? 0;
  const settings = {
    id: randomUUID(),
    kind: 'sandbox',
    apiUrl: null,
    tokens: options.tokens ?? ['whsec_test'],
  };
  const provider = sandboxPayoutProvider({
    db: database.db,
    clock,
    settings,
    settleAfterMs: 2000,
    deliver: async (webhook) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('receiver down');
      }
      delivered.push(webhook);
    },
  });
  return { clock, delivered, settings, provider };
}

const request = (
  pixKey = 'vendedor@example.com',
  pixKeyType: PayoutRequest['pixKeyType'] = 'email',
): PayoutRequest => ({
  reference: randomUUID(),
  amount: 9633,
  pixKeyType,
  pixKey,
  description: 'Saque Repasse',
});

const row = async (reference: string) => {
  const [found] = await database.db
    .select()
    .from(sandboxPayouts)
    .where(eq(sandboxPayouts.reference, reference));
  return found;
};

describe('sandbox payout provider', () => {
  it('accepts a payout as processing and settles it after settleAfterMs', async () => {
    const { clock, provider } = setup();
    const payout = request();
    const result = await provider.send(payout);
    expect(result).toEqual({
      providerReference: expect.stringMatching(/^sbx_/),
      status: 'processing',
    });
    expect(await row(payout.reference)).toMatchObject({
      amount: 9633,
      status: 'processing',
      scenario: 'completes',
      settleAt: new Date(clock.now().getTime() + 2000),
    });
    clock.advance(1999);
    expect(await provider.status(payout.reference, null)).toMatchObject({ status: 'processing' });
    clock.advance(1);
    expect(await provider.status(payout.reference, result.providerReference)).toEqual({
      providerReference: result.providerReference,
      status: 'completed',
    });
  });

  it('is idempotent on reference: a second send returns the same payout, never a second one', async () => {
    const { clock, provider } = setup();
    const payout = request();
    const first = await provider.send(payout);
    const again = await provider.send(payout);
    expect(again).toEqual(first);
    clock.advance(5000);
    expect(await provider.send(payout)).toEqual({ ...first, status: 'completed' });
    const rows = await database.db
      .select()
      .from(sandboxPayouts)
      .where(eq(sandboxPayouts.reference, payout.reference));
    expect(rows).toHaveLength(1);
  });

  it('answers null for a reference it never received', async () => {
    const { provider } = setup();
    expect(await provider.status(randomUUID(), null)).toBeNull();
  });

  it('fails falha.chave@ (any case) with pix_key_not_found and says so in its webhook', async () => {
    const { clock, delivered, provider } = setup();
    const payout = request('Falha.Chave@Sandbox.Repasse.DEV');
    const { providerReference } = await provider.send(payout);
    clock.advance(2000);
    expect(await provider.settleDue()).toBe(1);
    expect(await provider.status(payout.reference, providerReference)).toEqual({
      providerReference,
      status: 'failed',
      failureReason: 'pix_key_not_found',
    });
    expect(delivered).toHaveLength(1);
    expect(JSON.parse(delivered[0]?.body ?? '')).toMatchObject({
      reference: payout.reference,
      status: 'failed',
      failureReason: 'pix_key_not_found',
    });
  });

  it('throws a technical error for erro.provedor@ every time, and keeps nothing', async () => {
    const { provider } = setup();
    const payout = request('erro.provedor@sandbox.repasse.dev');
    await expect(provider.send(payout)).rejects.toThrow(PayoutTechnicalError);
    await expect(provider.send(payout)).rejects.toThrow(PayoutTechnicalError);
    expect(await row(payout.reference)).toBeUndefined();
  });

  it('refuses recusa@ at once with invalid_key', async () => {
    const { provider } = setup();
    const error = await provider.send(request('recusa@sandbox.repasse.dev')).catch((e) => e);
    expect(error).toBeInstanceOf(PayoutRefusedError);
    expect(error.reason).toBe('invalid_key');
  });

  it('never sends the webhook of sem.resposta@; status tells the truth after the settle time', async () => {
    const { clock, delivered, provider } = setup();
    const payout = request('sem.resposta@sandbox.repasse.dev');
    await provider.send(payout);
    clock.advance(2000);
    expect(await provider.settleDue()).toBe(1);
    expect(await provider.settleDue()).toBe(0);
    expect(delivered).toHaveLength(0);
    expect(await provider.status(payout.reference, null)).toMatchObject({ status: 'completed' });
    expect(await row(payout.reference)).toMatchObject({ status: 'completed', webhookSentAt: null });
  });

  it('lists its scenarios', () => {
    expect(sandboxPayoutScenarios).toEqual({
      'falha.chave@sandbox.repasse.dev': 'fails',
      'erro.provedor@sandbox.repasse.dev': 'provider_error',
      'sem.resposta@sandbox.repasse.dev': 'silent',
      'recusa@sandbox.repasse.dev': 'refused',
    });
  });

  it('delivers signed webhooks to /hooks/payouts/<id> that its parseWebhook accepts, once', async () => {
    const { clock, delivered, settings, provider } = setup();
    const payout = request('+5511987654321', 'phone');
    const { providerReference } = await provider.send(payout);
    expect(await provider.settleDue()).toBe(0);
    clock.advance(2000);
    expect(await provider.settleDue()).toBe(1);
    expect(await provider.settleDue()).toBe(0);
    expect(delivered).toHaveLength(1);
    const webhook = delivered[0] as OutgoingWebhook;
    expect(webhook.path).toBe(`/hooks/payouts/${settings.id}`);
    expect(webhook.headers['content-type']).toBe('application/json');
    const event = provider.parseWebhook(Buffer.from(webhook.body), webhook.headers, clock.now());
    expect(event).toEqual({
      eventId: `evt_${providerReference}`,
      reference: payout.reference,
      providerReference,
      status: 'completed',
    });
    expect((await row(payout.reference))?.webhookSentAt).toEqual(clock.now());
  });

  it('delivers only after the claim committed', async () => {
    const clock = new TestClock();
    const seen: (string | undefined)[] = [];
    const settings = { id: randomUUID(), kind: 'sandbox', apiUrl: null, tokens: ['whsec_test'] };
    const provider = sandboxPayoutProvider({
      db: database.db,
      clock,
      settings,
      // On PGlite a query on the outer db inside the claim's transaction would hang.
      deliver: async (webhook) => {
        seen.push((await row(JSON.parse(webhook.body).reference))?.status);
      },
    });
    await provider.send(request());
    clock.advance(2000);
    await provider.settleDue();
    expect(seen).toEqual(['completed']);
  });

  it('retries a delivery that failed on the next run', async () => {
    const { clock, delivered, provider } = setup({ failDeliveries: 1 });
    const payout = request();
    await provider.send(payout);
    clock.advance(2000);
    expect(await provider.settleDue()).toBe(1);
    expect(delivered).toHaveLength(0);
    expect((await row(payout.reference))?.webhookSentAt).toBeNull();
    expect(await provider.settleDue()).toBe(1);
    expect(delivered).toHaveLength(1);
    expect(await provider.settleDue()).toBe(0);
  });

  it('delivers each webhook exactly once when runs overlap', async () => {
    const { clock, delivered, provider } = setup();
    const payouts = Array.from({ length: 150 }, () => request());
    for (const payout of payouts) await provider.send(payout);
    clock.advance(2000);
    const counts = await Promise.all([
      provider.settleDue(),
      provider.settleDue(),
      provider.settleDue(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(150);
    const references = delivered.map((webhook) => JSON.parse(webhook.body).reference);
    expect(new Set(references).size).toBe(150);
    expect(references).toHaveLength(150);
  });

  it('refuses webhooks with a wrong signature or an unreadable body', async () => {
    const { clock, provider } = setup();
    const body = JSON.stringify({
      id: 'evt_1',
      reference: 'r',
      providerReference: 'p',
      status: 'completed',
    });
    const now = clock.now();
    const parse = (raw: string, signature: string) => () =>
      provider.parseWebhook(Buffer.from(raw), { 'x-repasse-signature': signature }, now);
    expect(parse(body, signWebhook('whsec_test', body, now))).not.toThrow();
    expect(parse(body, signWebhook('whsec_other', body, now))).toThrow(WebhookSignatureError);
    expect(
      parse(body.replace('completed', 'failed'), signWebhook('whsec_test', body, now)),
    ).toThrow(WebhookSignatureError);
    expect(() => provider.parseWebhook(Buffer.from(body), {}, now)).toThrow(WebhookSignatureError);
    expect(parse('nope', signWebhook('whsec_test', 'nope', now))).toThrow(WebhookSignatureError);
    const odd = JSON.stringify({ id: 'evt_1', status: 'maybe' });
    expect(parse(odd, signWebhook('whsec_test', odd, now))).toThrow(WebhookSignatureError);
  });

  it('signs with a fixed development secret when no token is set', async () => {
    const { clock, delivered, provider } = setup({ tokens: [] });
    await provider.send(request());
    clock.advance(2000);
    await provider.settleDue();
    const webhook = delivered[0] as OutgoingWebhook;
    expect(() =>
      provider.parseWebhook(Buffer.from(webhook.body), webhook.headers, clock.now()),
    ).not.toThrow();
  });

  it('settles on its own timer in demo mode', async () => {
    const clock = new TestClock();
    const delivered: OutgoingWebhook[] = [];
    const settings = { id: randomUUID(), kind: 'sandbox', apiUrl: null, tokens: ['whsec_test'] };
    const provider = sandboxPayoutProvider({
      db: database.db,
      clock,
      settings,
      settleAfterMs: 0,
      deliver: async (webhook) => {
        delivered.push(webhook);
      },
    });
    await provider.send(request());
    provider.startTimer(10);
    try {
      await expect.poll(() => delivered.length, { timeout: 5000 }).toBe(1);
    } finally {
      provider.stopTimer();
    }
  });
});
