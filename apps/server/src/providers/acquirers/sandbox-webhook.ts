import { z } from 'zod';
import type { OutgoingWebhook } from '../payouts/sandbox.ts';
import { signatureHeader, signWebhook, verifyWebhook } from '../payouts/signature.ts';
import { WebhookSignatureError } from '../payouts/types.ts';
import type { AcquirerWebhookEvent } from './types.ts';

const eventTypes = [
  'paid',
  'canceled',
  'expired',
  'refunded',
  'chargeback',
  'in_protest',
  'protest_won',
] as const satisfies readonly AcquirerWebhookEvent['type'][];

const bodySchema = z.object({
  id: z.string().min(1),
  type: z.enum(eventTypes),
  reference: z.string().min(1).nullable(),
  acquirerReference: z.string().min(1),
  amount: z.number().int().nonnegative().optional(),
});

export type SandboxWebhookBody = z.infer<typeof bodySchema>;

/** The signed POST the sandbox acquirer sends to `/hooks/acquirers/<id>`. */
export function sandboxWebhook(
  acquirerId: string,
  secret: string,
  body: SandboxWebhookBody,
  now: Date,
): OutgoingWebhook {
  const text = JSON.stringify(body);
  return {
    path: `/hooks/acquirers/${acquirerId}`,
    headers: {
      'content-type': 'application/json',
      [signatureHeader]: signWebhook(secret, text, now),
    },
    body: text,
  };
}

/** Checks the `x-repasse-signature` over the raw body before reading it. */
export function parseSandboxWebhook(
  secret: string,
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  now: Date,
): AcquirerWebhookEvent {
  const header = headers[signatureHeader];
  verifyWebhook(secret, rawBody, Array.isArray(header) ? header[0] : header, now);
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('Webhook body is not JSON');
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) throw new WebhookSignatureError('Unexpected webhook body');
  const { id, amount, ...event } = parsed.data;
  return { eventId: id, ...event, ...(amount === undefined ? {} : { amount }) };
}
