import { z } from 'zod';
import type { DeliveryUpdate, InboundReply, MessageState, WebhookContent } from './types.ts';

const envelopeSchema = z.object({
  object: z.string(),
  entry: z.array(
    z.object({ changes: z.array(z.object({ field: z.string(), value: z.unknown() })) }),
  ),
});

const valueSchema = z.object({
  metadata: z.object({ phone_number_id: z.string() }).optional(),
  statuses: z.array(z.unknown()).optional(),
  messages: z.array(z.unknown()).optional(),
});

const unixSeconds = z.string().regex(/^\d{1,12}$/);

const statusSchema = z.object({
  id: z.string().min(1),
  status: z.string(),
  timestamp: unixSeconds,
  errors: z
    .array(z.object({ code: z.number().int().optional(), title: z.string().optional() }))
    .optional(),
});

const captioned = z.object({ caption: z.string().optional() }).optional();
const messageSchema = z.object({
  from: z.string().regex(/^[1-9]\d{6,14}$/),
  id: z.string().min(1),
  timestamp: unixSeconds,
  type: z.string(),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
  interactive: z
    .object({
      button_reply: z.object({ title: z.string() }).optional(),
      list_reply: z.object({ title: z.string() }).optional(),
    })
    .optional(),
  image: captioned,
  video: captioned,
  document: captioned,
});
type Message = z.infer<typeof messageSchema>;

/** `deleted`, `warning` and statuses Meta may add tell nothing about delivery: no update. */
const states: Record<string, MessageState> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  failed: 'failed',
};

const atOf = (timestamp: string) => new Date(Number(timestamp) * 1000);

/** What the buyer sees as the text of their message; quick-reply buttons and lists included. */
function visibleText(message: Message): string | undefined {
  return (
    message.text?.body ??
    message.button?.text ??
    message.interactive?.button_reply?.title ??
    message.interactive?.list_reply?.title ??
    message.image?.caption ??
    message.video?.caption ??
    message.document?.caption
  );
}

function updateOf(item: unknown): DeliveryUpdate | null {
  const parsed = statusSchema.safeParse(item);
  if (!parsed.success) return null;
  const { id, status, timestamp, errors } = parsed.data;
  const state = states[status];
  if (!state) return null;
  const update: DeliveryUpdate = { providerMessageId: id, state, at: atOf(timestamp) };
  if (state === 'failed') {
    const [first] = errors ?? [];
    update.error = first?.code === undefined ? first?.title || 'failed' : String(first.code);
  }
  return update;
}

function replyOf(item: unknown): InboundReply | null {
  const parsed = messageSchema.safeParse(item);
  if (!parsed.success) return null;
  const text = visibleText(parsed.data);
  if (text === undefined) return null;
  const { from, id, timestamp } = parsed.data;
  return { from: `+${from}`, text, at: atOf(timestamp), providerMessageId: id };
}

/**
 * The updates and replies of a verified Cloud API webhook. Each item is read on its own so one of
 * a shape we do not know (a reaction, a status Meta adds) does not hide the others. Changes about
 * another phone number of the same business account belong to another provider row.
 */
export function whatsAppWebhookContent(
  json: unknown,
  phoneNumberId: string | undefined,
): WebhookContent | null {
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) return null;
  const content: WebhookContent = { updates: [], replies: [] };
  if (envelope.data.object !== 'whatsapp_business_account') return content;
  for (const entry of envelope.data.entry)
    for (const change of entry.changes) {
      if (change.field !== 'messages') continue;
      const value = valueSchema.safeParse(change.value);
      if (!value.success) continue;
      const number = value.data.metadata?.phone_number_id;
      if (phoneNumberId && number && number !== phoneNumberId) continue;
      for (const item of value.data.statuses ?? []) {
        const update = updateOf(item);
        if (update) content.updates.push(update);
      }
      for (const item of value.data.messages ?? []) {
        const reply = replyOf(item);
        if (reply) content.replies.push(reply);
      }
    }
  return content;
}
