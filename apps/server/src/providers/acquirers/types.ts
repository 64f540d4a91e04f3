import type { PaymentMethod } from '@repasse/core/fees/fee-profile';

export type ChargeCustomer = {
  name: string;
  email: string;
  document: string;
  phone: string | null;
};

/** Card data lives only in memory for the length of the call: never stored, never logged. */
export type CardData = {
  number: string;
  holderName: string;
  expMonth: number;
  expYear: number;
  cvv: string;
};

export type ChargeRequest = {
  /** Our transaction id: acquirers must treat it as an idempotency key. */
  reference: string;
  /** Live charges move real money; test charges are only ever paid on demand. */
  livemode: boolean;
  method: PaymentMethod;
  /** What the buyer pays, in centavos (the price plus any instalment fee they pay). */
  amount: number;
  instalments: number;
  description: string;
  customer: ChargeCustomer;
  card?: CardData;
  /** Pix: how long the QR code may be paid. */
  pixExpiresInSeconds?: number;
  /** Boleto: the due date (a São Paulo day, YYYY-MM-DD). */
  boletoDueDate?: string;
};

export type CardSummary = { brand: string; lastFour: string };

export type ChargeResult =
  | { status: 'paid'; acquirerReference: string; card?: CardSummary }
  | {
      status: 'pending';
      acquirerReference: string;
      pix?: { brCode: string; expiresAt: Date };
      boleto?: { barcode: string; linhaDigitavel: string; dueDate: string; url?: string };
    }
  | {
      status: 'declined';
      acquirerReference: string | null;
      reason: 'insufficient_funds' | 'fraud' | 'generic';
      card?: CardSummary;
    };

/** What an acquirer's webhook says, once its signature has been verified. */
export type AcquirerWebhookEvent = {
  eventId: string;
  /** Our transaction id, when the acquirer echoes it. */
  reference: string | null;
  acquirerReference: string;
  type: 'paid' | 'canceled' | 'expired' | 'refunded' | 'chargeback' | 'in_protest' | 'protest_won';
  amount?: number;
};

export type AcquirerAdapter = {
  kind: string;
  /** Throws AcquirerTechnicalError on timeouts and 5xx: the router then tries the next acquirer. */
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** Refunds `amount` centavos of a paid charge; idempotent on `refundReference`. */
  refund(
    acquirerReference: string,
    amount: number,
    refundReference: string,
  ): Promise<{ refundId: string }>;
  /** Verifies the signature over the raw body before reading anything; throws WebhookSignatureError. */
  parseWebhook(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
    now: Date,
  ): AcquirerWebhookEvent;
};

export class AcquirerTechnicalError extends Error {}

/** An acquirer as configured by an admin, tokens decrypted. */
export type AcquirerSettings = {
  id: string;
  kind: string;
  tokens: (string | null)[];
  apiUrl: string | null;
};
