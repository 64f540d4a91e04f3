import type { KeyObject } from 'node:crypto';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';
import { WebhookSignatureError } from '../payouts/types.ts';
import { type PagarmeHttpOptions, pagarmeErrorMessage, pagarmeRequest } from './pagarme-http.ts';
import { pagarmeOrderBody } from './pagarme-order.ts';
import { chargeResultOf } from './pagarme-result.ts';
import { pagarmeChargeSchema, pagarmeOrderSchema } from './pagarme-schemas.ts';
import { parsePagarmeEvent } from './pagarme-webhook.ts';
import { parseJwks, verifyPagarmeWebhook } from './pagarme-webhook-auth.ts';
import { RefundRefusedError } from './refund-refused.ts';
import { type AcquirerAdapter, type AcquirerSettings, AcquirerTechnicalError } from './types.ts';

export type PagarmeOptions = {
  /** tokens[0]: secret key (sk_…); [1]: webhook Basic `user:password`; [2]: Pagar.me's JWKS. */
  settings: AcquirerSettings;
  clock: Clock;
  timeoutMs?: number;
  fetch?: typeof fetch;
};

export const pagarmeDefaultApiUrl = 'https://api.pagar.me/core/v5';

const refundFailures = new Set(['error_on_refunding', 'error_on_voiding']);

function parsed<T>(schema: z.ZodType<T>, json: unknown): T {
  const result = schema.safeParse(json);
  if (!result.success) throw new AcquirerTechnicalError('Pagar.me answered an unexpected shape');
  return result.data;
}

/** Pix, boleto and card through Pagar.me's Core API v5 (`POST /orders`, `DELETE /charges/{id}`). */
export function pagarmeAcquirer(options: PagarmeOptions): AcquirerAdapter {
  const { settings, clock, timeoutMs = 20_000 } = options;
  const http: PagarmeHttpOptions = {
    baseUrl: (settings.apiUrl || pagarmeDefaultApiUrl).replace(/\/+$/, ''),
    secretKey: settings.tokens[0],
    timeoutMs,
    fetch: options.fetch ?? fetch,
  };
  let keys: Map<string, KeyObject> | undefined;
  const webhookKeys = () => {
    try {
      keys ??= parseJwks(settings.tokens[2]);
    } catch (error) {
      throw new WebhookSignatureError(`Pagar.me JWKS is not readable: ${String(error)}`);
    }
    return keys;
  };

  return {
    kind: 'pagarme',

    async charge(request) {
      if (request.method === 'card' && !request.card)
        return { status: 'declined', acquirerReference: null, reason: 'generic' };
      // Pagar.me keeps an Idempotency-Key for 24 hours ("Idempotência"): a retry in that window
      // gets the first answer instead of a second order.
      const answer = await pagarmeRequest(http, 'POST', '/orders', {
        body: pagarmeOrderBody(request, clock.now()),
        idempotencyKey: `charge-${request.reference}`,
      });
      if (answer.status >= 400)
        return { status: 'declined', acquirerReference: null, reason: 'generic' };
      return chargeResultOf(parsed(pagarmeOrderSchema, answer.json), request);
    },

    async refund(acquirerReference, amount, refundReference) {
      if (!Number.isSafeInteger(amount) || amount <= 0)
        throw new RefundRefusedError('invalid_amount');
      const answer = await pagarmeRequest(
        http,
        'DELETE',
        `/charges/${encodeURIComponent(acquirerReference)}`,
        { body: { amount }, idempotencyKey: `refund-${refundReference}` },
      );
      if (answer.status >= 400)
        throw new RefundRefusedError('refused', pagarmeErrorMessage(answer));
      const charge = parsed(pagarmeChargeSchema, answer.json);
      const transaction = charge.last_transaction;
      if (transaction?.status && refundFailures.has(transaction.status))
        throw new AcquirerTechnicalError(
          `Pagar.me could not refund ${charge.id}: ${transaction.status}`,
        );
      return { refundId: transaction?.id ?? charge.id };
    },

    parseWebhook(rawBody, headers) {
      const basic = settings.tokens[1] || null;
      verifyPagarmeWebhook({ basic, keys: webhookKeys() }, rawBody, headers);
      return parsePagarmeEvent(rawBody);
    },
  };
}
