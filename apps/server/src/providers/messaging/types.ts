/**
 * Outreach channels other than email (issue 16): SMS and WhatsApp. Email goes through the
 * existing SMTP path (providers/email). Each provider is an adapter with a sandbox and a real HTTP
 * implementation, configured by an admin (Admin → Management → Recovery → providers).
 */
export type PhoneChannel = 'sms' | 'whatsapp';

/** One message to one buyer. `reference` is our message id: providers that accept a client
 * reference get it, so a retried send can be recognised. */
export type OutgoingMessage = {
  reference: string;
  /** E.164 with the plus sign: `+5511987654321`. */
  to: string;
  /** The text as the buyer reads it (SMS body; WhatsApp template parameters are derived from it). */
  body: string;
  /**
   * WhatsApp only: the approved template the message is sent as (Cloud API `type: "template"`),
   * its language code (`pt_BR`, `en_US`) and its body parameters in order.
   */
  template?: { name: string; language: string; parameters: string[] };
  /** Where the provider posts delivery statuses for this message (SMS status callbacks). */
  statusCallbackUrl: string;
};

export type MessageState = 'sent' | 'delivered' | 'read' | 'failed';

export type SendResult = {
  /** The provider's id of the message (Twilio `sid`, WhatsApp `wamid.…`). */
  providerMessageId: string;
  /** What the provider said at once: usually `sent` (accepted). */
  state: MessageState;
};

/** A delivery status the provider reported about one of our messages. */
export type DeliveryUpdate = {
  providerMessageId: string;
  state: MessageState;
  at: Date;
  /** The provider's error code or title when `failed`. */
  error?: string | undefined;
};

/** A message a buyer sent back (to honour PARE / STOP). */
export type InboundReply = {
  /** E.164 with the plus sign. */
  from: string;
  text: string;
  at: Date;
  providerMessageId: string;
};

export type WebhookContent = { updates: DeliveryUpdate[]; replies: InboundReply[] };

/** The request a provider's webhook arrived with, as the route saw it. */
export type WebhookRequest = {
  rawBody: Buffer;
  headers: Record<string, string | string[] | undefined>;
  /** The full public URL the provider posted to (Twilio signs it). */
  url: string;
};

export type MessagingProvider = {
  kind: string;
  channel: PhoneChannel;
  /**
   * Sends one message. Throws MessagingTechnicalError when it may be retried later (timeouts,
   * 5xx, rate limits, our credentials) and MessagingRefusedError when the provider refused this
   * message for good (invalid number, opted out at the provider, template rejected).
   */
  send(message: OutgoingMessage): Promise<SendResult>;
  /** Verifies the webhook's signature over the raw body before reading it; throws MessagingSignatureError. */
  parseWebhook(request: WebhookRequest): WebhookContent;
  /**
   * The GET handshake some providers make when a webhook URL is registered (WhatsApp's
   * `hub.mode=subscribe&hub.verify_token=…&hub.challenge=…`): the text to answer, or null to refuse.
   */
  verifySubscription?(query: Record<string, string | undefined>): string | null;
  /** What to answer a webhook with (Twilio expects TwiML for inbound messages). */
  webhookAnswer?: { contentType: string; body: string };
};

export class MessagingTechnicalError extends Error {}
export class MessagingRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}
export class MessagingSignatureError extends Error {}
