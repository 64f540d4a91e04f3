import { type WebhookEventType, webhookEventTypes } from '@repasse/core/contract/integrations';

/** Events grouped as the form shows them: sales first, then withdrawals. */
export const eventGroups = {
  charges: webhookEventTypes.filter((type) => type.startsWith('charge.')),
  withdrawals: webhookEventTypes.filter((type) => type.startsWith('withdrawal.')),
} as const;

/** `charge.paid` → the i18n key of its label; unknown types fall back to the raw name. */
export const eventLabelKey = (type: string) =>
  (webhookEventTypes as readonly string[]).includes(type)
    ? `integrations.webhooks.events.${type.replace('.', '_')}`
    : null;

export const isWebhookEvent = (type: string): type is WebhookEventType =>
  (webhookEventTypes as readonly string[]).includes(type);
