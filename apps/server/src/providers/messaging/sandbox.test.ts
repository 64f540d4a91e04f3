import { createHmac, randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.ts';
import { sandboxMessages } from '../../db/schema.ts';
import { TestClock } from '../../lib/clock.ts';
import { createTestDatabase } from '../../test/database.ts';
import type { OutgoingWebhook } from '../payouts/sandbox.ts';
import { sandboxMessagingProvider } from './sandbox.ts';
import { sandboxMessagingScenarios } from './sandbox-scenarios.ts';
import {
  MessagingRefusedError,
  MessagingSignatureError,
  MessagingTechnicalError,
  type OutgoingMessage,
  type PhoneChannel,
  type WebhookContent,
} from './types.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
  await ensureSandboxMessagesTable(database);
});
afterAll(() => database.close());

/*
 * schema.ts declares sandbox_messages, but its migration is written separately and may not be in
 * the migrations folder yet. Until it is, the table is created here exactly as the schema declares
 * it; once the migration has created it, IF NOT EXISTS makes this do nothing.
 */
async function ensureSandboxMessagesTable({ db }: Database) {
  await db.execute(sql`
    CREATE TABLE IF NOT EXISTS "sandbox_messages" (
      "provider_message_id" text PRIMARY KEY NOT NULL,
      "provider_id" uuid NOT NULL,
      "channel" text NOT NULL,
      "reference" text NOT NULL,
      "to" text NOT NULL,
      "body" text NOT NULL,
      "scenario" text NOT NULL,
      "next_action" text,
      "next_at" timestamp with time zone,
      "created_at" timestamp with time zone NOT NULL
    )`);
  await db.execute(sql`
    CREATE INDEX IF NOT EXISTS "sandbox_messages_due_idx" ON "sandbox_messages"
    USING btree ("next_at") WHERE next_action is not null`);
}

const secret = 'whsec_messaging_test';

function setup(
  options: { channel?: PhoneChannel; secrets?: (string | null)[]; failDeliveries?: number } = {},
) {
  const clock = new TestClock('2026-01-15T12:00:00Z');
  const delivered: OutgoingWebhook[] = [];
  let failures = options.failDeliveries ?? 0;
  const providerId = randomUUID();
  const provider = sandboxMessagingProvider({
    db: database.db,
    clock,
    providerId,
    channel: options.channel ?? 'sms',
    webhookSecret: (options.secrets ?? [secret])[0],
    settleAfterMs: 2000,
    deliver: async (webhook) => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('receiver down');
      }
      delivered.push(webhook);
    },
  });
  /** What the app's webhook route would read: each delivery parsed by the provider itself. */
  const received = (): WebhookContent[] =>
    delivered.map((webhook) =>
      provider.parseWebhook({
        rawBody: Buffer.from(webhook.body),
        headers: webhook.headers,
        url: `https://repasse.example${webhook.path}`,
      }),
    );
  return { clock, delivered, received, providerId, provider };
}

const message = (to: string): OutgoingMessage => ({
  reference: randomUUID(),
  to,
  body: 'Olá Ana, seu Pix ainda está aberto.',
  statusCallbackUrl: 'https://repasse.example/hooks/messaging/x',
});

const rows = (providerId: string) =>
  database.db.select().from(sandboxMessages).where(eq(sandboxMessages.providerId, providerId));

const t = (ms: number) => new Date(Date.parse('2026-01-15T12:00:00Z') + ms);

describe('sandbox messaging provider', () => {
  it('lists its test numbers', () => {
    expect(sandboxMessagingScenarios).toEqual({
      '0000': 'refused',
      '3333': 'unavailable',
      '1111': 'fails',
      '2222': 'replies',
    });
  });

  it('accepts an SMS, keeps it, and reports it delivered after settleAfterMs, once', async () => {
    const { clock, delivered, received, providerId, provider } = setup();
    const outgoing = message('+5511987654321');
    const result = await provider.send(outgoing);
    expect(result).toEqual({
      providerMessageId: expect.stringMatching(/^SM[0-9a-f]{32}$/),
      state: 'sent',
    });
    expect(await rows(providerId)).toEqual([
      {
        providerMessageId: result.providerMessageId,
        providerId,
        channel: 'sms',
        reference: outgoing.reference,
        to: '+5511987654321',
        body: outgoing.body,
        scenario: 'delivers',
        nextAction: 'deliver',
        nextAt: t(2000),
        createdAt: t(0),
      },
    ]);
    clock.advance(1999);
    expect(await provider.settleDue()).toBe(0);
    clock.advance(1);
    expect(await provider.settleDue()).toBe(1);
    expect(delivered).toHaveLength(1);
    expect(delivered[0]?.path).toBe(`/hooks/messaging/${providerId}`);
    expect(delivered[0]?.headers['content-type']).toBe('application/json');
    expect(received()).toEqual([
      {
        updates: [{ providerMessageId: result.providerMessageId, state: 'delivered', at: t(2000) }],
        replies: [],
      },
    ]);
    // An SMS ends at delivered: nothing more, however long we wait.
    clock.advance(60_000);
    expect(await provider.settleDue()).toBe(0);
    expect(delivered).toHaveLength(1);
    expect((await rows(providerId))[0]).toMatchObject({ nextAction: null, nextAt: null });
  });

  it('reports a WhatsApp message delivered, then read', async () => {
    const { clock, received, provider } = setup({ channel: 'whatsapp' });
    const { providerMessageId } = await provider.send(message('+5511987654321'));
    expect(providerMessageId).toMatch(/^wamid\.SANDBOX[0-9A-F]{32}$/);
    clock.advance(2000);
    expect(await provider.settleDue()).toBe(1);
    expect(await provider.settleDue()).toBe(0);
    clock.advance(2000);
    expect(await provider.settleDue()).toBe(1);
    clock.advance(60_000);
    expect(await provider.settleDue()).toBe(0);
    expect(received()).toEqual([
      { updates: [{ providerMessageId, state: 'delivered', at: t(2000) }], replies: [] },
      { updates: [{ providerMessageId, state: 'read', at: t(4000) }], replies: [] },
    ]);
  });

  it('reports …1111 failed (undelivered)', async () => {
    const { clock, received, provider } = setup();
    const { providerMessageId, state } = await provider.send(message('+5511999991111'));
    expect(state).toBe('sent');
    clock.advance(2000);
    expect(await provider.settleDue()).toBe(1);
    clock.advance(60_000);
    expect(await provider.settleDue()).toBe(0);
    expect(received()).toEqual([
      {
        updates: [{ providerMessageId, state: 'failed', at: t(2000), error: 'undelivered' }],
        replies: [],
      },
    ]);
  });

  it.each(['sms', 'whatsapp'] as const)(
    'reports …2222 delivered, then the buyer replies PARE (%s)',
    async (channel) => {
      const { clock, received, provider } = setup({ channel });
      const { providerMessageId } = await provider.send(message('+5511999992222'));
      clock.advance(2000);
      expect(await provider.settleDue()).toBe(1);
      clock.advance(2000);
      expect(await provider.settleDue()).toBe(1);
      clock.advance(60_000);
      expect(await provider.settleDue()).toBe(0);
      const [delivery, reply] = received();
      expect(delivery).toEqual({
        updates: [{ providerMessageId, state: 'delivered', at: t(2000) }],
        replies: [],
      });
      expect(reply?.updates).toEqual([]);
      expect(reply?.replies).toEqual([
        {
          from: '+5511999992222',
          text: 'PARE',
          at: t(4000),
          providerMessageId: expect.any(String),
        },
      ]);
      // The reply is a message of its own, with an id of its own.
      expect(reply?.replies[0]?.providerMessageId).not.toBe(providerMessageId);
      expect(received()).toHaveLength(2);
    },
  );

  it('refuses …0000 at once and keeps nothing', async () => {
    const { providerId, provider } = setup();
    const error = await provider.send(message('+5511999990000')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(MessagingRefusedError);
    expect((error as MessagingRefusedError).reason).toBe('invalid_number');
    expect(await rows(providerId)).toEqual([]);
  });

  it('refuses a number that is not E.164', async () => {
    const { provider } = setup();
    await expect(provider.send(message('11987654321'))).rejects.toMatchObject({
      reason: 'invalid_number',
    });
  });

  it('fails …3333 technically every time and keeps nothing', async () => {
    const { providerId, provider } = setup();
    const outgoing = message('+5511999993333');
    await expect(provider.send(outgoing)).rejects.toThrow(MessagingTechnicalError);
    await expect(provider.send(outgoing)).rejects.toThrow(MessagingTechnicalError);
    expect(await rows(providerId)).toEqual([]);
  });

  it('recognises a send retried with the same reference: one message, the same id', async () => {
    const { clock, delivered, providerId, provider } = setup();
    const outgoing = message('+5511987654321');
    const first = await provider.send(outgoing);
    clock.advance(500);
    expect(await provider.send(outgoing)).toEqual(first);
    expect(await rows(providerId)).toHaveLength(1);
    const other = await provider.send(message('+5511987654321'));
    expect(other.providerMessageId).not.toBe(first.providerMessageId);
    clock.advance(5000);
    expect(await provider.settleDue()).toBe(2);
    expect(delivered).toHaveLength(2);
  });

  it('delivers only after the claim committed', async () => {
    const clock = new TestClock();
    const seen: unknown[] = [];
    const providerId = randomUUID();
    const provider = sandboxMessagingProvider({
      db: database.db,
      clock,
      providerId,
      channel: 'whatsapp',
      webhookSecret: secret,
      // On PGlite a query on the outer db inside the claim's transaction would hang.
      deliver: async () => {
        seen.push((await rows(providerId))[0]?.nextAction);
      },
    });
    await provider.send(message('+5511987654321'));
    clock.advance(2000);
    await provider.settleDue();
    expect(seen).toEqual(['read']);
  });

  it('retries a delivery that failed on the next run, and only then moves on', async () => {
    const { clock, delivered, received, providerId, provider } = setup({
      channel: 'whatsapp',
      failDeliveries: 1,
    });
    const { providerMessageId } = await provider.send(message('+5511987654321'));
    clock.advance(2000);
    expect(await provider.settleDue()).toBe(1);
    expect(delivered).toHaveLength(0);
    expect((await rows(providerId))[0]).toMatchObject({ nextAction: 'deliver', nextAt: t(2000) });
    clock.advance(100);
    expect(await provider.settleDue()).toBe(1);
    expect(received()).toEqual([
      { updates: [{ providerMessageId, state: 'delivered', at: t(2000) }], replies: [] },
    ]);
    expect((await rows(providerId))[0]).toMatchObject({ nextAction: 'read', nextAt: t(4100) });
    expect(await provider.settleDue()).toBe(0);
  });

  it('delivers each action exactly once when runs overlap', async () => {
    const { clock, delivered, provider } = setup();
    const sent = [];
    for (let i = 0; i < 150; i += 1)
      sent.push(
        (await provider.send(message(`+55119876${String(i).padStart(5, '5')}`))).providerMessageId,
      );
    clock.advance(2000);
    const counts = await Promise.all([
      provider.settleDue(),
      provider.settleDue(),
      provider.settleDue(),
    ]);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(150);
    const ids = delivered.map((webhook) => JSON.parse(webhook.body).updates[0].providerMessageId);
    expect(ids).toHaveLength(150);
    expect(new Set(ids)).toEqual(new Set(sent));
    expect(await provider.settleDue()).toBe(0);
  });

  it('keeps each provider’s messages to itself', async () => {
    const one = setup();
    const two = setup();
    await one.provider.send(message('+5511987654321'));
    one.clock.advance(2000);
    two.clock.advance(2000);
    expect(await two.provider.settleDue()).toBe(0);
    expect(await one.provider.settleDue()).toBe(1);
  });

  describe('parseWebhook', () => {
    const body = JSON.stringify({
      updates: [{ providerMessageId: 'SM1', state: 'delivered', at: '2026-01-15T12:00:02.000Z' }],
      replies: [
        {
          from: '+5511987654321',
          text: 'PARE',
          at: '2026-01-15T12:00:04.000Z',
          providerMessageId: 'SM2',
        },
      ],
    });
    const sign = (raw: string, key = secret) => createHmac('sha256', key).update(raw).digest('hex');
    const parse = (raw: string, signature: string | undefined, secrets?: (string | null)[]) => () =>
      setup(secrets ? { secrets } : {}).provider.parseWebhook({
        rawBody: Buffer.from(raw),
        headers: signature === undefined ? {} : { 'x-sandbox-signature': signature },
        url: 'https://repasse.example/hooks/messaging/x',
      });

    it('reads a body signed with HMAC-SHA256 under the provider’s secret', () => {
      expect(parse(body, sign(body))()).toEqual({
        updates: [{ providerMessageId: 'SM1', state: 'delivered', at: t(2000) }],
        replies: [{ from: '+5511987654321', text: 'PARE', at: t(4000), providerMessageId: 'SM2' }],
      });
    });

    it('refuses a tampered body, another secret, no signature, or a body it does not know', () => {
      expect(parse(body.replace('delivered', 'read'), sign(body))).toThrow(MessagingSignatureError);
      expect(parse(body, sign(body, 'another'))).toThrow(MessagingSignatureError);
      expect(parse(body, undefined)).toThrow(MessagingSignatureError);
      expect(parse(body, '')).toThrow(MessagingSignatureError);
      expect(parse('nope', sign('nope'))).toThrow(MessagingSignatureError);
      const unknownState = body.replace('delivered', 'bounced');
      expect(parse(unknownState, sign(unknownState))).toThrow(MessagingSignatureError);
      const badDate = body.replace('2026-01-15T12:00:02.000Z', 'yesterday');
      expect(parse(badDate, sign(badDate))).toThrow(MessagingSignatureError);
      const badPhone = body.replace('+5511987654321', '11987654321');
      expect(parse(badPhone, sign(badPhone))).toThrow(MessagingSignatureError);
    });

    it('signs with a fixed development secret when the provider has no token', async () => {
      const { clock, received, provider } = setup({ secrets: [] });
      await provider.send(message('+5511987654321'));
      clock.advance(2000);
      await provider.settleDue();
      expect(received()).toHaveLength(1);
      expect(parse(body, sign(body), [])).toThrow(MessagingSignatureError);
    });
  });

  it('settles on its own timer in demo mode', async () => {
    const delivered: OutgoingWebhook[] = [];
    const provider = sandboxMessagingProvider({
      db: database.db,
      clock: new TestClock(),
      providerId: randomUUID(),
      channel: 'sms',
      settleAfterMs: 0,
      deliver: async (webhook) => {
        delivered.push(webhook);
      },
    });
    await provider.send(message('+5511987654321'));
    provider.startTimer(10);
    try {
      await expect.poll(() => delivered.length, { timeout: 5000 }).toBe(1);
    } finally {
      provider.stopTimer();
    }
  });
});
