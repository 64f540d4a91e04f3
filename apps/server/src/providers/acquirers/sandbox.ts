import { randomBytes } from 'node:crypto';
import { saoPauloDay } from '@repasse/core/calendar/business-days';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxCharges } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { WebhookDelivery } from '../payouts/sandbox.ts';
import { summarizeCard } from './card-summary.ts';
import { defaultBoletoDueDate, defaultPixExpiresInSeconds } from './charge-defaults.ts';
import { RefundRefusedError } from './refund-refused.ts';
import { applyTransition, sandboxTransitions } from './sandbox-actions.ts';
import { type SandboxCardStatus, sandboxCardStatus } from './sandbox-card.ts';
import { sandboxSender } from './sandbox-delivery.ts';
import {
  defaultSandboxMerchant,
  type SandboxMerchant,
  sandboxBoleto,
  sandboxBrCode,
} from './sandbox-documents.ts';
import { refundSandboxCharge } from './sandbox-refund.ts';
import type { SandboxChargeRow } from './sandbox-rows.ts';
import { settleSandboxCharges } from './sandbox-settle.ts';
import { parseSandboxWebhook } from './sandbox-webhook.ts';
import {
  type AcquirerAdapter,
  type AcquirerSettings,
  AcquirerTechnicalError,
  type ChargeRequest,
  type ChargeResult,
} from './types.ts';

export type SandboxAcquirerOptions = {
  db: Db;
  clock: Clock;
  settings: AcquirerSettings;
  deliver: WebhookDelivery;
  /** Where this server is reached: Pix QR codes point at `<host+path>/pix/qr/<ref>`. */
  publicUrl: string;
  /** Demo mode: Pix and boleto pay themselves this long after creation. Null: only on demand. */
  autoPayAfterMs?: number | null;
  /** How long the timeout test card keeps the caller waiting. */
  timeoutDelayMs?: number;
  merchant?: Partial<SandboxMerchant>;
  bankCode?: string;
  /** Failed deliveries and timer runs end here; the next run retries them. */
  onError?: (error: unknown) => void;
};

export type SandboxAcquirer = AcquirerAdapter & {
  /** The "simulate payment" button: pays a pending Pix or boleto and sends its webhook. */
  simulatePayment(acquirerReference: string): Promise<void>;
  simulateChargeback(acquirerReference: string): Promise<void>;
  simulateProtest(acquirerReference: string): Promise<void>;
  simulateProtestWon(acquirerReference: string): Promise<void>;
  /** Pays (demo mode) and expires what is due, re-sends failed webhooks; returns how many. */
  settleDue(): Promise<number>;
  startTimer(intervalMs: number): void;
  stopTimer(): void;
};

/** Refund amounts whose centavos trigger the sandbox's failure scenarios. */
export const sandboxRefundCents = { answerLost: 13, refused: 14 } as const;

/**
 * A Pix of R$ x,13 runs out this soon whatever lifetime was asked: demo mode's autopay comes too
 * late to pay it, so tests and the browser journey can watch a Pix expire (a "magic amount", as
 * real acquirers' sandboxes have).
 */
export const sandboxPixQuickExpiry = { cents: 13, seconds: 3 } as const;

export const sandboxDevSecret = 'repasse-sandbox-acquirer-dev-webhook-secret';

const declineReasons = {
  declined_generic: 'generic',
  declined_insufficient_funds: 'insufficient_funds',
  declined_fraud: 'fraud',
} as const;

const isDeclined = (status: string): status is keyof typeof declineReasons =>
  Object.hasOwn(declineReasons, status);

/** A boleto's due day is kept in `expiresAt` as São Paulo noon of that day (boletos never expire here). */
const boletoDueAt = (dueDate: string) => new Date(`${dueDate}T12:00:00-03:00`);

/**
 * An acquirer that runs in process and behaves like a remote one: real BR Codes and boletos, test
 * cards by number, state in `sandbox_charges` (so any instance answers for it), and payments
 * confirmed through its own signed webhook, by demo-mode timer or on demand.
 */
export function sandboxAcquirer(options: SandboxAcquirerOptions): SandboxAcquirer {
  const { db, clock, settings, deliver, publicUrl } = options;
  const { autoPayAfterMs = null, timeoutDelayMs = 3000, bankCode = '237' } = options;
  const onError = options.onError ?? (() => {});
  const merchant = { ...defaultSandboxMerchant, ...options.merchant };
  const secret = settings.tokens[0] || sandboxDevSecret;
  const send = sandboxSender({ db, clock, acquirerId: settings.id, secret, deliver, onError });

  async function find(reference: string): Promise<SandboxChargeRow | undefined> {
    const [row] = await db
      .select()
      .from(sandboxCharges)
      .where(
        and(eq(sandboxCharges.reference, reference), eq(sandboxCharges.acquirerId, settings.id)),
      );
    return row;
  }

  /** The answer to the request that created the row, whatever happened to the charge since. */
  function resultOf(row: SandboxChargeRow, request: ChargeRequest): ChargeResult {
    const acquirerReference = row.acquirerReference;
    if (row.method === 'pix')
      return {
        status: 'pending',
        acquirerReference,
        pix: {
          brCode: sandboxBrCode(publicUrl, merchant, acquirerReference, row.amount),
          expiresAt: row.expiresAt ?? row.createdAt,
        },
      };
    if (row.method === 'boleto') {
      const dueDate = saoPauloDay(row.expiresAt ?? row.createdAt);
      return {
        status: 'pending',
        acquirerReference,
        boleto: sandboxBoleto(bankCode, row.reference, row.amount, dueDate),
      };
    }
    const card = summarizeCard(request.card);
    const withCard = card ? { card } : {};
    if (isDeclined(row.status))
      return {
        status: 'declined',
        acquirerReference,
        reason: declineReasons[row.status],
        ...withCard,
      };
    return { status: 'paid', acquirerReference, ...withCard };
  }

  async function create(request: ChargeRequest): Promise<ChargeResult> {
    const now = clock.now();
    const acquirerReference = `sbx_${randomBytes(12).toString('hex')}`;
    const base = {
      reference: request.reference,
      acquirerReference,
      acquirerId: settings.id,
      method: request.method,
      amount: request.amount,
      createdAt: now,
      // Null only while a webhook is owed; a new charge owes none.
      webhookSentAt: now,
    };
    // Demo mode pays live charges by itself, as a buyer would; test mode has the simulate button.
    const autoPayAt =
      autoPayAfterMs === null || !request.livemode
        ? null
        : new Date(now.getTime() + autoPayAfterMs);
    let values: typeof sandboxCharges.$inferInsert;
    if (request.method === 'card') {
      if (!request.card) {
        const existing = await find(request.reference);
        if (existing) return resultOf(existing, request);
        return { status: 'declined', acquirerReference: null, reason: 'generic' };
      }
      const status: SandboxCardStatus = await sandboxCardStatus(request.card, timeoutDelayMs);
      values = { ...base, status };
    } else if (request.method === 'pix') {
      // Written once before storing, so a host that cannot be a location fails before any state.
      sandboxBrCode(publicUrl, merchant, acquirerReference, request.amount);
      const seconds =
        request.amount % 100 === sandboxPixQuickExpiry.cents
          ? sandboxPixQuickExpiry.seconds
          : (request.pixExpiresInSeconds ?? defaultPixExpiresInSeconds);
      values = {
        ...base,
        status: 'pending',
        autoPayAt,
        expiresAt: new Date(now.getTime() + seconds * 1000),
      };
    } else {
      const dueDate = request.boletoDueDate ?? defaultBoletoDueDate(now);
      try {
        sandboxBoleto(bankCode, request.reference, request.amount, dueDate);
      } catch {
        // A due date no boleto can carry: a remote acquirer would answer 4xx.
        return { status: 'declined', acquirerReference: null, reason: 'generic' };
      }
      values = { ...base, status: 'pending', autoPayAt, expiresAt: boletoDueAt(dueDate) };
    }
    const [inserted] = await db
      .insert(sandboxCharges)
      .values(values)
      .onConflictDoNothing({ target: sandboxCharges.reference })
      .returning();
    // A concurrent call with the same reference made it first: answer what that one made.
    const row = inserted ?? (await find(request.reference));
    // The reference is taken by another acquirer's charge: a remote acquirer would refuse it too.
    if (!row) return { status: 'declined', acquirerReference: null, reason: 'generic' };
    return resultOf(row, request);
  }

  async function transition(
    acquirerReference: string,
    to: (typeof sandboxTransitions)[keyof typeof sandboxTransitions],
  ) {
    const row = await applyTransition(db, settings.id, acquirerReference, to, clock.now());
    await send(row);
  }

  let timer: NodeJS.Timeout | undefined;
  let running = false;
  const settleDue = () =>
    settleSandboxCharges(
      { db, acquirerId: settings.id, now: () => clock.now(), autoPay: autoPayAfterMs !== null },
      send,
    );

  return {
    kind: 'sandbox',

    async charge(request) {
      if (!Number.isSafeInteger(request.amount) || request.amount <= 0)
        return { status: 'declined', acquirerReference: null, reason: 'generic' };
      // A repeated reference conflicts on insert and is answered from the row it made first.
      return create(request);
    },

    async refund(acquirerReference, amount, refundReference) {
      if (amount % 100 === sandboxRefundCents.refused)
        throw new RefundRefusedError('refused', 'Sandbox: refunds of R$ x,14 are refused');
      const { refundId, created } = await refundSandboxCharge(db, settings.id, {
        acquirerReference,
        amount,
        refundReference,
        now: clock.now(),
      });
      // The refund is made, but its answer is lost the first time, as on a timeout.
      if (created && amount % 100 === sandboxRefundCents.answerLost)
        throw new AcquirerTechnicalError('Sandbox: the refund answer timed out');
      return { refundId };
    },

    parseWebhook(rawBody, headers, now) {
      return parseSandboxWebhook(secret, rawBody, headers, now);
    },

    simulatePayment: (reference) => transition(reference, sandboxTransitions.payment),
    simulateChargeback: (reference) => transition(reference, sandboxTransitions.chargeback),
    simulateProtest: (reference) => transition(reference, sandboxTransitions.protest),
    simulateProtestWon: (reference) => transition(reference, sandboxTransitions.protestWon),
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
