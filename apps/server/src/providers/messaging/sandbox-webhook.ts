import { createHmac } from 'node:crypto';
import { z } from 'zod';
import { MessagingSignatureError, type WebhookContent, type WebhookRequest } from './types.ts';
import { headerOf, sameValue } from './webhook-request.ts';

export const sandboxSignatureHeader = 'x-sandbox-signature';
/** Signs when the provider row has no token, so a fresh development setup works as is. */
export const sandboxDevSecret = 'repasse-sandbox-dev-messaging-secret';

/** Hex HMAC-SHA256 of the raw body under the provider's secret. */
export const signSandboxBody = (secret: string, body: string | Buffer): string =>
  createHmac('sha256', secret).update(body).digest('hex');

const at = z.iso.datetime().transform((text) => new Date(text));
const bodySchema = z.object({
  updates: z.array(
    z.object({
      providerMessageId: z.string().min(1),
      state: z.enum(['sent', 'delivered', 'read', 'failed']),
      at,
      error: z.string().optional(),
    }),
  ),
  replies: z.array(
    z.object({
      from: z.string().regex(/^\+[1-9]\d{6,14}$/),
      text: z.string(),
      at,
      providerMessageId: z.string().min(1),
    }),
  ),
});

export function parseSandboxWebhook(secret: string, request: WebhookRequest): WebhookContent {
  const header = headerOf(request, sandboxSignatureHeader);
  if (!header) throw new MessagingSignatureError('Missing sandbox signature');
  if (!sameValue(header.toLowerCase(), signSandboxBody(secret, request.rawBody)))
    throw new MessagingSignatureError('Wrong sandbox signature');
  let json: unknown;
  try {
    json = JSON.parse(request.rawBody.toString('utf8'));
  } catch {
    throw new MessagingSignatureError('Sandbox webhook body is not JSON');
  }
  const parsed = bodySchema.safeParse(json);
  if (!parsed.success) throw new MessagingSignatureError('Unexpected sandbox webhook body');
  return parsed.data;
}
