import { z } from 'zod';
import { callProvider, type ProviderHttp } from './provider-http.ts';
import { MessagingRefusedError, MessagingTechnicalError, type SendResult } from './types.ts';

export type GraphHttpOptions = ProviderHttp & {
  baseUrl: string;
  apiVersion: string;
  phoneNumberId: string | undefined;
  accessToken: string | null | undefined;
};

/**
 * Cloud API codes that are a verdict on this message or this recipient: the same send cannot work
 * later (https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes).
 */
const refusals = new Map<number, string>([
  [100, 'invalid_parameter'],
  [130472, 'recipient_in_experiment'],
  [130497, 'country_restricted'],
  [131008, 'missing_parameter'],
  [131009, 'invalid_parameter'],
  [131021, 'recipient_is_sender'],
  [131026, 'undeliverable'],
  [131047, 'outside_window'],
  [131050, 'opted_out'],
  [131051, 'unsupported_type'],
  [132000, 'template_params_mismatch'],
  [132001, 'template_missing'],
  [132005, 'template_text_too_long'],
  [132007, 'template_policy'],
  [132012, 'template_params_format'],
  [132015, 'template_paused'],
  [132016, 'template_disabled'],
]);

/**
 * Codes that say nothing against the message: throttling (4, 80007, 130429, 131048, 131056, and
 * 131049, Meta holding marketing back for a day), our token or permissions (0, 3, 10, 190,
 * 200–299), our account (368, 131031, 131042, 131057, 133010) and Meta's own failures (1, 2,
 * 131000, 131016). They are retried once the cause is gone.
 */
const retryableCodes = new Set([
  0, 1, 2, 3, 4, 10, 190, 368, 80007, 130429, 131000, 131016, 131031, 131042, 131048, 131049,
  131056, 131057, 133010,
]);
const isPermissionCode = (code: number) => code >= 200 && code <= 299;
/** Code 100 with subcode 33 is "object does not exist": our phone number id, not the message. */
const unknownObjectSubcode = 33;

const errorSchema = z.object({
  error: z.object({
    message: z.string().optional(),
    code: z.number().int().optional(),
    error_subcode: z.number().int().optional(),
  }),
});
const sentSchema = z.object({ messages: z.array(z.object({ id: z.string().min(1) })) });

function classify(status: number, json: unknown): Error {
  const parsed = errorSchema.safeParse(json);
  const error = parsed.success ? parsed.data.error : undefined;
  const code = error?.code;
  const detail = `WhatsApp answered ${status}${code === undefined ? '' : ` (${code})`}: ${
    error?.message || 'no message'
  }`;
  if (code !== undefined) {
    if (retryableCodes.has(code) || isPermissionCode(code))
      return new MessagingTechnicalError(detail);
    if (code === 100 && error?.error_subcode === unknownObjectSubcode)
      return new MessagingTechnicalError(detail);
    const reason = refusals.get(code);
    if (reason) return new MessagingRefusedError(reason);
  }
  if (status >= 500 || [401, 403, 404, 408, 429].includes(status))
    return new MessagingTechnicalError(detail);
  return new MessagingRefusedError(code === undefined ? `http_${status}` : `whatsapp_${code}`);
}

/** POST /{version}/{phone-number-id}/messages; a 200 carries the `wamid.…` of the message. */
export async function sendGraphMessage(
  options: GraphHttpOptions,
  body: Record<string, unknown>,
): Promise<SendResult> {
  const { phoneNumberId, accessToken } = options;
  if (!phoneNumberId || !accessToken)
    throw new MessagingTechnicalError('WhatsApp phone number id or access token is not configured');
  const path = `/${encodeURIComponent(options.apiVersion)}/${encodeURIComponent(phoneNumberId)}/messages`;
  const { status, json } = await callProvider(
    options,
    `WhatsApp POST ${path}`,
    `${options.baseUrl}${path}`,
    {
      method: 'POST',
      headers: {
        authorization: `Bearer ${accessToken}`,
        accept: 'application/json',
        'content-type': 'application/json',
      },
      body: JSON.stringify(body),
    },
  );
  if (status < 200 || status >= 300) throw classify(status, json);
  const parsed = sentSchema.safeParse(json);
  const sent = parsed.success ? parsed.data.messages[0] : undefined;
  if (!sent) throw new MessagingTechnicalError('WhatsApp answered an unexpected shape');
  return { providerMessageId: sent.id, state: 'sent' };
}
