import { createHash } from 'node:crypto';
import { and, asc, eq, inArray, isNotNull, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { sandboxMessages } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import type { WebhookDelivery } from '../payouts/sandbox.ts';
import {
  actionAfter,
  firstAction,
  type SandboxAction,
  sandboxFailureError,
  sandboxReplyText,
  sandboxScenarioFor,
} from './sandbox-scenarios.ts';
import {
  parseSandboxWebhook,
  sandboxDevSecret,
  sandboxSignatureHeader,
  signSandboxBody,
} from './sandbox-webhook.ts';
import {
  type MessagingProvider,
  MessagingRefusedError,
  MessagingTechnicalError,
  type PhoneChannel,
  type WebhookContent,
} from './types.ts';
import { isE164 } from './webhook-request.ts';

export type SandboxMessagingOptions = {
  db: Db;
  clock: Clock;
  providerId: string;
  channel: PhoneChannel;
  /** The provider row's first token; a fixed development secret when there is none. */
  webhookSecret?: string | null | undefined;
  /** How its webhooks reach `/hooks/messaging/<providerId>` (an HTTP call or app.inject). */
  deliver: WebhookDelivery;
  /** Time from one step of a message to the next (accepted → delivered → read or reply). */
  settleAfterMs?: number;
  /** Failed deliveries and timer runs end here; the next run retries them. */
  onError?: (error: unknown) => void;
};

export type SandboxMessagingProvider = MessagingProvider & {
  /** Performs every action whose time has come and delivers its webhook; returns how many. */
  settleDue(): Promise<number>;
  startTimer(intervalMs: number): void;
  stopTimer(): void;
};

type Row = typeof sandboxMessages.$inferSelect;
type Claimed = {
  row: Row;
  action: string;
  following: SandboxAction | null;
  followingAt: Date | null;
};

const batchSize = 100;

const hex = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 32);

/**
 * Ids shaped like the real provider's (`SM` + 32 hex for SMS, `wamid.` for WhatsApp), derived from
 * what they identify, so a send retried with the same reference finds the message it made.
 */
const messageId = (channel: string, seed: string) =>
  channel === 'whatsapp' ? `wamid.SANDBOX${hex(seed).toUpperCase()}` : `SM${hex(seed)}`;

function contentOf({ row, action }: Claimed): WebhookContent | null {
  const id = row.providerMessageId;
  const at = row.nextAt ?? row.createdAt;
  switch (action) {
    case 'deliver':
      return { updates: [{ providerMessageId: id, state: 'delivered', at }], replies: [] };
    case 'read':
      return { updates: [{ providerMessageId: id, state: 'read', at }], replies: [] };
    case 'fail':
      return {
        updates: [{ providerMessageId: id, state: 'failed', at, error: sandboxFailureError }],
        replies: [],
      };
    case 'reply':
      return {
        updates: [],
        replies: [
          {
            from: row.to,
            text: sandboxReplyText,
            at,
            providerMessageId: messageId(row.channel, `${id}:reply`),
          },
        ],
      };
    default:
      return null;
  }
}

/**
 * An SMS or WhatsApp provider that runs in process and behaves like a remote one: it keeps its
 * messages in `sandbox_messages` (so any instance can settle them), moves each one along its
 * scenario every `settleAfterMs`, and tells us through signed webhooks. Test numbers: see
 * `sandboxMessagingScenarios`.
 */
export function sandboxMessagingProvider(
  options: SandboxMessagingOptions,
): SandboxMessagingProvider {
  const {
    db,
    clock,
    providerId,
    channel,
    deliver,
    settleAfterMs = 2000,
    onError = () => {},
  } = options;
  const secret = options.webhookSecret || sandboxDevSecret;
  const path = `/hooks/messaging/${providerId}`;

  /**
   * Claims the due rows and moves each to its following action in one transaction, so a concurrent
   * run skips them; the webhooks go out only after it committed.
   */
  async function claimDue(): Promise<Claimed[]> {
    return db.transaction(async (tx) => {
      const now = clock.now();
      const due = await tx
        .select()
        .from(sandboxMessages)
        .where(
          and(
            eq(sandboxMessages.providerId, providerId),
            isNotNull(sandboxMessages.nextAction),
            lte(sandboxMessages.nextAt, now),
          ),
        )
        .orderBy(asc(sandboxMessages.nextAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      const followingAt = new Date(now.getTime() + settleAfterMs);
      const claimed = due.map((row): Claimed => {
        const action = row.nextAction ?? '';
        const following = actionAfter(row.scenario, row.channel, action);
        return { row, action, following, followingAt: following ? followingAt : null };
      });
      for (const following of new Set(claimed.map((c) => c.following))) {
        const ids = claimed
          .filter((c) => c.following === following)
          .map((c) => c.row.providerMessageId);
        await tx
          .update(sandboxMessages)
          .set({ nextAction: following, nextAt: following ? followingAt : null })
          .where(inArray(sandboxMessages.providerMessageId, ids));
      }
      return claimed;
    });
  }

  /** Puts a claimed action back when its webhook failed, unless the row moved on meanwhile. */
  async function unclaim({ row, following, followingAt }: Claimed) {
    await db
      .update(sandboxMessages)
      .set({ nextAction: row.nextAction, nextAt: row.nextAt })
      .where(
        and(
          eq(sandboxMessages.providerMessageId, row.providerMessageId),
          following
            ? eq(sandboxMessages.nextAction, following)
            : isNull(sandboxMessages.nextAction),
          followingAt ? eq(sandboxMessages.nextAt, followingAt) : isNull(sandboxMessages.nextAt),
        ),
      );
  }

  async function deliverContent(content: WebhookContent) {
    const body = JSON.stringify(content);
    await deliver({
      path,
      headers: {
        'content-type': 'application/json',
        [sandboxSignatureHeader]: signSandboxBody(secret, body),
      },
      body,
    });
  }

  async function settleDue(): Promise<number> {
    let settled = 0;
    for (;;) {
      const claimed = await claimDue();
      let failures = 0;
      for (const item of claimed) {
        const content = contentOf(item);
        if (!content) continue;
        try {
          await deliverContent(content);
        } catch (error) {
          failures += 1;
          await unclaim(item);
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
    channel,

    async send(message) {
      const scenario = sandboxScenarioFor(message.to);
      if (!isE164(message.to) || scenario === 'refused')
        throw new MessagingRefusedError('invalid_number');
      if (scenario === 'unavailable')
        throw new MessagingTechnicalError('Sandbox messaging provider unavailable (HTTP 503)');
      const now = clock.now();
      const providerMessageId = messageId(channel, `${providerId}:${message.reference}`);
      await db
        .insert(sandboxMessages)
        .values({
          providerMessageId,
          providerId,
          channel,
          reference: message.reference,
          to: message.to,
          body: message.body,
          scenario,
          nextAction: firstAction(scenario),
          nextAt: new Date(now.getTime() + settleAfterMs),
          createdAt: now,
        })
        .onConflictDoNothing({ target: sandboxMessages.providerMessageId });
      return { providerMessageId, state: 'sent' };
    },

    parseWebhook: (request) => parseSandboxWebhook(secret, request),

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
