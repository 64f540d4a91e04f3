import type { PixKeyType } from '@repasse/core/pix/pix-key';

/** One Pix payout. `reference` is our withdrawal id: providers must treat it as an idempotency key. */
export type PayoutRequest = {
  reference: string;
  /** Centavos that must arrive at the key (the withdrawal minus its fee). */
  amount: number;
  pixKeyType: PixKeyType;
  pixKey: string;
  description: string;
};

export type PayoutState = 'processing' | 'completed' | 'failed';

export type PayoutResult = {
  providerReference: string;
  status: PayoutState;
  failureReason?: string | undefined;
};

/** What a provider's webhook says, once its signature has been verified. */
export type PayoutWebhookEvent = {
  eventId: string;
  reference: string;
  providerReference: string;
  status: 'completed' | 'failed';
  failureReason?: string | undefined;
};

export type PayoutProvider = {
  kind: string;
  /** Throws PayoutTechnicalError on timeouts and 5xx (retry later), PayoutRefusedError on a definitive no. */
  send(request: PayoutRequest): Promise<PayoutResult>;
  /** The payout as the provider knows it; null when it never received it. */
  status(reference: string, providerReference: string | null): Promise<PayoutResult | null>;
  /** Verifies the signature over the raw body before reading anything; throws WebhookSignatureError. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): PayoutWebhookEvent;
};

export class PayoutTechnicalError extends Error {}
export class PayoutRefusedError extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}
export class WebhookSignatureError extends Error {}

/** A provider as configured by an admin, with its tokens already decrypted. */
export type PayoutProviderSettings = {
  id: string;
  kind: string;
  apiUrl: string | null;
  tokens: (string | null)[];
};
