import { z } from 'zod';
import { IgnoredWebhookError } from '../payouts/ignored-webhook.ts';
import { WebhookSignatureError } from '../payouts/types.ts';
import {
  chargeReference,
  orderReference,
  type PagarmeCharge,
  pagarmeChargeSchema,
  pagarmeOrderSchema,
} from './pagarme-schemas.ts';
import type { AcquirerWebhookEvent } from './types.ts';

const envelopeSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  data: z.unknown(),
});

type EventType = AcquirerWebhookEvent['type'];

/*
 * Charge events carry the charge in `data`, order events the order with its charges (Pagar.me's
 * "Webhooks" event list and "Exemplo de webhook"). A Pix charge whose QR code expired unpaid fails
 * (`charge.payment_failed`); a card charge fails when refused after a review.
 */
const chargeEvents: Record<string, (charge: PagarmeCharge) => EventType> = {
  'charge.paid': () => 'paid',
  'charge.refunded': () => 'refunded',
  'charge.partial_canceled': () => 'refunded',
  'charge.chargedback': () => 'chargeback',
  'charge.payment_failed': (charge) => (charge.payment_method === 'pix' ? 'expired' : 'canceled'),
};
const orderEvents: Record<string, EventType> = {
  'order.paid': 'paid',
  'order.canceled': 'canceled',
};

/** The amount an event is about: what was paid, or what was refunded so far. */
function amountOf(charge: PagarmeCharge, type: EventType): number | undefined {
  const amount =
    type === 'paid'
      ? (charge.paid_amount ?? charge.amount)
      : type === 'refunded'
        ? (charge.canceled_amount ?? charge.amount)
        : charge.amount;
  return amount ?? undefined;
}

function event(id: string, type: EventType, charge: PagarmeCharge, reference: string | null) {
  const amount = amountOf(charge, type);
  return {
    eventId: id,
    reference,
    acquirerReference: charge.id,
    type,
    ...(amount === undefined ? {} : { amount }),
  } satisfies AcquirerWebhookEvent;
}

/** Reads an authenticated Pagar.me webhook body; events we do not act on are ignored. */
export function parsePagarmeEvent(rawBody: Buffer): AcquirerWebhookEvent {
  let json: unknown;
  try {
    json = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new WebhookSignatureError('Pagar.me webhook body is not JSON');
  }
  const envelope = envelopeSchema.safeParse(json);
  if (!envelope.success) throw new WebhookSignatureError('Pagar.me webhook without id or type');
  const { id, type, data } = envelope.data;
  const chargeEvent = chargeEvents[type];
  if (chargeEvent) {
    const charge = pagarmeChargeSchema.safeParse(data);
    if (!charge.success) throw new IgnoredWebhookError(`Pagar.me ${type} without a charge`);
    return event(id, chargeEvent(charge.data), charge.data, chargeReference(charge.data));
  }
  const orderEvent = orderEvents[type];
  if (orderEvent) {
    const order = pagarmeOrderSchema.safeParse(data);
    const charge = order.success ? order.data.charges?.[0] : undefined;
    if (!order.success || !charge)
      throw new IgnoredWebhookError(`Pagar.me ${type} without a charge`);
    return event(id, orderEvent, charge, orderReference(order.data));
  }
  throw new IgnoredWebhookError(`Pagar.me ${type} is not acted on`);
}
