import { z } from 'zod';
import { callProvider, type ProviderHttp } from './provider-http.ts';
import { MessagingRefusedError, MessagingTechnicalError, type SendResult } from './types.ts';

export type TwilioHttpOptions = ProviderHttp & {
  baseUrl: string;
  accountSid: string | undefined;
  authToken: string | null | undefined;
};

/**
 * Twilio error codes that are a verdict on the recipient or on the message itself: sending it again
 * cannot work, so the message fails for good (https://www.twilio.com/docs/api/errors).
 */
const refusals = new Map<number, string>([
  [21211, 'invalid_number'],
  [21408, 'region_not_enabled'],
  [21610, 'opted_out'],
  [21612, 'unreachable'],
  [21614, 'not_mobile'],
  [21617, 'body_too_long'],
]);

/**
 * 400s about our sender (the From number or the Messaging Service): the admin must fix the
 * provider's settings, after which the same message goes through, so it is retried rather than lost.
 */
const senderErrors = new Set([21212, 21606, 21659, 21701, 21703, 21704, 21705]);

/** 4xx that are not a verdict on the message: our credentials, a wrong base URL, throttling. */
const retryableStatuses = new Set([401, 403, 404, 408, 409, 425, 429]);

const errorSchema = z.object({ code: z.number().int().optional(), message: z.string().optional() });
const messageSchema = z.object({ sid: z.string().min(1), status: z.string() });

/**
 * Creates one Message resource. Twilio answers 201 with the message (`queued`, or `accepted` through
 * a Messaging Service): accepted, hence `sent` for us; statuses then come by StatusCallback.
 */
export async function createTwilioMessage(
  options: TwilioHttpOptions,
  form: URLSearchParams,
): Promise<SendResult> {
  const { accountSid, authToken } = options;
  if (!accountSid || !authToken)
    throw new MessagingTechnicalError('Twilio account SID or auth token is not configured');
  const path = `/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
  const { status, json } = await callProvider(
    options,
    `Twilio POST ${path}`,
    `${options.baseUrl}${path}`,
    {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        accept: 'application/json',
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: form.toString(),
    },
  );
  if (status >= 200 && status < 300) {
    const parsed = messageSchema.safeParse(json);
    if (!parsed.success) throw new MessagingTechnicalError('Twilio answered an unexpected shape');
    return { providerMessageId: parsed.data.sid, state: 'sent' };
  }
  const error = errorSchema.safeParse(json);
  const code = error.success ? error.data.code : undefined;
  const detail = `Twilio answered ${status}${code ? ` (${code})` : ''}: ${
    (error.success && error.data.message) || 'no message'
  }`;
  if (status >= 500 || retryableStatuses.has(status) || (code && senderErrors.has(code)))
    throw new MessagingTechnicalError(detail);
  const reason = code ? (refusals.get(code) ?? `twilio_${code}`) : `http_${status}`;
  throw new MessagingRefusedError(reason);
}
