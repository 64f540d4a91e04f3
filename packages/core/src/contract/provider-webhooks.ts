import { z } from 'zod';

/** Path of a provider's webhook: the id of the acquirer or BaaS provider the admin configured. */
export const acquirerWebhookParamsSchema = z.object({ acquirerId: z.string() });
export const payoutWebhookParamsSchema = z.object({ providerId: z.string() });
export const messagingWebhookParamsSchema = z.object({ providerId: z.string().max(64) });
/** WhatsApp's subscription handshake: `hub.mode`, `hub.verify_token`, `hub.challenge`. */
export const messagingSubscriptionQuerySchema = z.object({
  'hub.mode': z.string().max(50).optional(),
  'hub.verify_token': z.string().max(500).optional(),
  'hub.challenge': z.string().max(500).optional(),
});
export const messagingSubscriptionAnswerSchema = z
  .string()
  .meta({ description: 'hub.challenge, as text/plain' });

/**
 * What a provider's signed notice gets back: applied, a replay of one already applied, or an
 * authentic event that changes nothing here. Any 200 stops the provider's retries.
 */
export const webhookReceiptSchema = z
  .object({
    received: z.literal(true),
    outcome: z.enum(['applied', 'duplicate', 'ignored']),
  })
  .meta({ id: 'WebhookReceipt' });
export type WebhookReceipt = z.infer<typeof webhookReceiptSchema>;
