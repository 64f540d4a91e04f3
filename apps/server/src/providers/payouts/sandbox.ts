import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, ne, or } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { sandboxPayouts } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { sandboxOutcome, sandboxScenarioFor } from './sandbox-scenarios.ts';
import { signatureHeader, signWebhook, verifyWebhook } from './signature.ts';
import {
  type PayoutProvider,
  type PayoutProviderSettings,
  PayoutRefusedError,
  type PayoutResult,
  PayoutTechnicalError,
  type PayoutWebhookEvent,
  WebhookSignatureError,
} from './types.ts';

export type OutgoingWebhook = { path: string; headers: Record<string, string>; body: string };
export type WebhookDelivery = (webhook: OutgoingWebhook) => Promise<void>;

export type SandboxPayoutOptions = {
  db: Db;
  clock: Clock;
  settings: PayoutProviderSettings;
  deliver: WebhookDelivery;
  settleAfterMs?: number;
  /** Failed deliveries and timer runs end here; the next run retries them. */
  onError?: (error: unknown) => void;
};

export type SandboxPayoutProvider = PayoutProvider & {
  /** Settles every payout whose time has come and delivers its webhook; returns how many settled. */
  settleDue(): Promise<number>;
  startTimer(intervalMs: number): void;
  stopTimer(): void;
};

type Row = typeof sandboxPayouts.$inferSelect;

const devSecret = 'repasse-sandbox-dev-webhook-secret';
const batchSize = 100;

const webhookBody = z.object({
  id: z.string().min(1),
  reference: z.string().min(1),
  providerReference: z.string().min(1),
  status: z.enum(['completed', 'failed']),
  failureReason: z.string().optional(),
});

function resultOf(row: Row, now: Date): PayoutResult {
  if (now < row.settleAt) return { providerReference: row.providerReference, status: 'processing' };
  return { providerReference: row.providerReference, ...sandboxOutcome(row.scenario) };
}

/**
 * A BaaS provider that runs in process and behaves like a remote one: it keeps its payouts in
 * `sandbox_payouts` (so any instance can answer for them), settles them after `settleAfterMs`, and
 * tells us through a signed webhook. Test keys: see `sandboxPayoutScenarios`.
 */
export function sandboxPayoutProvider(options: SandboxPayoutOptions): SandboxPayoutProvider {
  const { db, clock, settings, deliver, settleAfterMs = 2000, onError = () => {} } = options;
  const secret = settings.tokens[0] || devSecret;
  const path = `/hooks/payouts/${settings.id}`;

  async function find(reference: string): Promise<Row | undefined> {
    const [row] = await db
      .select()
      .from(sandboxPayouts)
      .where(
        and(eq(sandboxPayouts.reference, reference), eq(sandboxPayouts.providerId, settings.id)),
      );
    return row;
  }

  async function deliverWebhook(row: Row, outcome: ReturnType<typeof sandboxOutcome>) {
    const body = JSON.stringify({
      id: `evt_${row.providerReference}`,
      reference: row.reference,
      providerReference: row.providerReference,
      ...outcome,
    });
    await deliver({
      path,
      headers: {
        'content-type': 'application/json',
        [signatureHeader]: signWebhook(secret, body, clock.now()),
      },
      body,
    });
  }

  /** Claims due rows in one transaction; the webhooks go out only after it committed. */
  async function claimDue(): Promise<Row[]> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await tx
        .select()
        .from(sandboxPayouts)
        .where(
          and(
            eq(sandboxPayouts.providerId, settings.id),
            lte(sandboxPayouts.settleAt, now),
            or(
              eq(sandboxPayouts.status, 'processing'),
              and(isNull(sandboxPayouts.webhookSentAt), ne(sandboxPayouts.scenario, 'silent')),
            ),
          ),
        )
        .orderBy(asc(sandboxPayouts.settleAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const row of due) {
        const outcome = sandboxOutcome(row.scenario);
        // Marked as sent inside the claim so a concurrent run skips it; a failed delivery clears it.
        await tx
          .update(sandboxPayouts)
          .set({
            status: outcome.status,
            failureReason: outcome.failureReason ?? null,
            webhookSentAt: row.scenario === 'silent' ? null : now,
          })
          .where(eq(sandboxPayouts.reference, row.reference));
      }
      return due;
    });
  }

  async function settleDue(): Promise<number> {
    let settled = 0;
    for (;;) {
      const claimed = await claimDue();
      let failures = 0;
      for (const row of claimed) {
        if (row.scenario === 'silent') continue;
        try {
          await deliverWebhook(row, sandboxOutcome(row.scenario));
        } catch (error) {
          failures += 1;
          await db
            .update(sandboxPayouts)
            .set({ webhookSentAt: null })
            .where(eq(sandboxPayouts.reference, row.reference));
          onError(error);
        }
      }
      settled += claimed.length;
      if (claimed.length < batchSize || failures > 0) return settled;
    }
  }

  let timer: NodeJS.Timeout | undefined;
  let running = false;

  return {
    kind: 'sandbox',

    async send(request) {
      const scenario = sandboxScenarioFor(request.pixKey);
      if (scenario === 'provider_error')
        throw new PayoutTechnicalError('Sandbox provider unavailable (HTTP 503)');
      if (scenario === 'refused') throw new PayoutRefusedError('invalid_key');
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        throw new PayoutRefusedError('invalid_amount');
      const now = clock.now();
      await db
        .insert(sandboxPayouts)
        .values({
          reference: request.reference,
          providerReference: `sbx_${randomUUID()}`,
          providerId: settings.id,
          amount: request.amount,
          pixKey: request.pixKey,
          status: 'processing',
          scenario,
          settleAt: new Date(now.getTime() + settleAfterMs),
          createdAt: now,
        })
        .onConflictDoNothing({ target: sandboxPayouts.reference });
      const row = await find(request.reference);
      // The reference exists, but under another provider: a remote one would refuse it too.
      if (!row) throw new PayoutRefusedError('duplicate_reference');
      return resultOf(row, clock.now());
    },

    async status(reference) {
      const row = await find(reference);
      return row ? resultOf(row, clock.now()) : null;
    },

    parseWebhook(rawBody, headers, now): PayoutWebhookEvent {
      const header = headers[signatureHeader];
      verifyWebhook(secret, rawBody, Array.isArray(header) ? header[0] : header, now);
      let json: unknown;
      try {
        json = JSON.parse(rawBody.toString('utf8'));
      } catch {
        throw new WebhookSignatureError('Webhook body is not JSON');
      }
      const parsed = webhookBody.safeParse(json);
      if (!parsed.success) throw new WebhookSignatureError('Unexpected webhook body');
      const { id, ...event } = parsed.data;
      return { eventId: id, ...event };
    },

    settleDue,

    startTimer(intervalMs) {
      if (timer) return;
      timer = setInterval(() => {
        if (running) return;
        running = true;
        settleDue()
          .catch(onError)
          .finally(() => {
            running = false;
          });
      }, intervalMs);
      timer.unref();
    },

    stopTimer() {
      clearInterval(timer);
      timer = undefined;
    },
  };
}
