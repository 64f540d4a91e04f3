import type { MessagingProviderKind } from '@repasse/core/states/recovery';

export type MessagingChannel = 'sms' | 'whatsapp';
export const messagingChannels = ['sms', 'whatsapp'] as const satisfies readonly MessagingChannel[];

/** Twilio sends SMS, the WhatsApp Cloud API WhatsApp; the sandbox stands in for either. */
export const kindsFor: Record<MessagingChannel, readonly MessagingProviderKind[]> = {
  sms: ['sandbox', 'twilio'],
  whatsapp: ['sandbox', 'whatsapp_cloud'],
};

/** The settings each kind reads (not secret: they come back as saved). */
export const kindSettings: Record<MessagingProviderKind, readonly string[]> = {
  sandbox: [],
  twilio: ['accountSid', 'from', 'messagingServiceSid'],
  whatsapp_cloud: ['phoneNumberId', 'apiVersion', 'template'],
};

/** What each of the kind's write-only token slots holds, in slot order. */
export const kindTokens: Record<MessagingProviderKind, readonly string[]> = {
  sandbox: ['webhookSecret'],
  twilio: ['authToken'],
  whatsapp_cloud: ['accessToken', 'appSecret', 'verifyToken'],
};

export const allSettingKeys = [...new Set(Object.values(kindSettings).flat())];

/** The kind kept when the channel changes: the sandbox when the kind does not send on it. */
export const kindOnChannel = (kind: MessagingProviderKind, channel: MessagingChannel) =>
  kindsFor[channel].includes(kind) ? kind : 'sandbox';
