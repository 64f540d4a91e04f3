import { z } from 'zod';
import { pageOf, pageQuerySchema } from './pagination.ts';

export const apiModes = ['live', 'test'] as const;
export type ApiMode = (typeof apiModes)[number];
/** A public key only tokenises cards from browsers; a secret key does everything else. */
export const apiKeyKinds = ['public', 'secret'] as const;
export type ApiKeyKind = (typeof apiKeyKinds)[number];

export const apiKeySchema = z
  .object({
    id: z.string().uuid(),
    mode: z.enum(apiModes),
    kind: z.enum(apiKeyKinds),
    /** The whole public key; a secret key only as `sk_live_••••abcd`. */
    display: z.string(),
    createdAt: z.string(),
    lastUsedAt: z.string().nullable(),
  })
  .meta({ id: 'ApiKey' });
export type ApiKey = z.infer<typeof apiKeySchema>;

export const apiKeysResponseSchema = z.object({
  keys: z.array(apiKeySchema),
  /** Live keys work only once the seller's documents are approved. */
  liveEnabled: z.boolean(),
});
export type ApiKeysResponse = z.infer<typeof apiKeysResponseSchema>;

export const regenerateKeyRequestSchema = z.object({
  mode: z.enum(apiModes, { error: 'validation.required' }),
  kind: z.enum(apiKeyKinds, { error: 'validation.required' }),
});
export type RegenerateKeyRequest = z.infer<typeof regenerateKeyRequestSchema>;
/** The full secret, shown exactly once. */
export const regenerateKeyResponseSchema = z.object({ key: apiKeySchema, secret: z.string() });
export type RegenerateKeyResponse = z.infer<typeof regenerateKeyResponseSchema>;

export const webhookEventTypes = [
  'charge.generated',
  'charge.paid',
  'charge.refused',
  'charge.refunded',
  'charge.chargeback',
  'charge.abandoned',
  'withdrawal.created',
  'withdrawal.completed',
  'withdrawal.failed',
  'withdrawal.rejected',
] as const;
export type WebhookEventType = (typeof webhookEventTypes)[number];

const webhookUrl = z
  .string({ error: 'validation.required' })
  .trim()
  .min(1, 'validation.required')
  .max(500, 'validation.tooLong')
  .url('validation.webhookUrl')
  .refine((value) => /^https?:\/\//.test(value), 'validation.webhookUrl');

export const webhookEndpointInputSchema = z
  .object({
    url: webhookUrl,
    events: z
      .array(z.enum(webhookEventTypes, { error: 'validation.invalid' }))
      .min(1, 'validation.required'),
    active: z.boolean().default(true),
  })
  .meta({ id: 'WebhookEndpointRequest' });
export type WebhookEndpointInput = z.input<typeof webhookEndpointInputSchema>;
/** The request as parsed: `active` defaults to true. */
export type WebhookEndpointBody = z.output<typeof webhookEndpointInputSchema>;

export const webhookEndpointSchema = z
  .object({
    id: z.string().uuid(),
    url: z.string(),
    events: z.array(z.enum(webhookEventTypes)),
    active: z.boolean(),
    createdAt: z.string(),
  })
  .meta({ id: 'WebhookEndpoint' });
export type WebhookEndpoint = z.infer<typeof webhookEndpointSchema>;
export const webhookEndpointsSchema = z.object({ items: z.array(webhookEndpointSchema) });
export type WebhookEndpoints = z.infer<typeof webhookEndpointsSchema>;
/** The endpoint with its signing secret, shown only when it is added or rolled. */
export const webhookEndpointCreatedSchema = webhookEndpointSchema.extend({ secret: z.string() });
export type WebhookEndpointCreated = z.infer<typeof webhookEndpointCreatedSchema>;

export const webhookDeliverySchema = z
  .object({
    id: z.string().uuid(),
    eventId: z.string().uuid(),
    eventType: z.string(),
    status: z.enum(['pending', 'delivered', 'failed']),
    attempts: z.number().int(),
    lastStatusCode: z.number().int().nullable(),
    lastError: z.string().nullable(),
    createdAt: z.string(),
    deliveredAt: z.string().nullable(),
    payload: z.unknown(),
  })
  .meta({ id: 'WebhookDelivery' });
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;
export const webhookDeliveriesPageSchema = pageOf(webhookDeliverySchema);
export type WebhookDeliveriesPage = z.infer<typeof webhookDeliveriesPageSchema>;
export const webhookDeliveriesQuerySchema = pageQuerySchema;
export type WebhookDeliveriesQuery = z.infer<typeof webhookDeliveriesQuerySchema>;

/** A replay is queued, not sent while the caller waits. */
export const webhookReplaySchema = z.object({ queued: z.boolean() });
export type WebhookReplay = z.infer<typeof webhookReplaySchema>;
