import { createHmac } from 'node:crypto';
import {
  type MessagingProvider,
  MessagingRefusedError,
  MessagingSignatureError,
  type OutgoingMessage,
} from './types.ts';
import { headerOf, isE164, sameValue } from './webhook-request.ts';
import { type GraphHttpOptions, sendGraphMessage } from './whatsapp-http.ts';
import { whatsAppWebhookContent } from './whatsapp-webhook.ts';

export type WhatsAppCloudSettings = { phoneNumberId: string; apiVersion?: string };

export type WhatsAppCloudOptions = {
  settings: Partial<WhatsAppCloudSettings>;
  accessToken: string | null | undefined;
  /** Signs the webhooks (X-Hub-Signature-256). */
  appSecret: string | null | undefined;
  /** What we typed in the app's webhook settings; Meta echoes it in the GET handshake. */
  verifyToken: string | null | undefined;
  /** The admin's base URL; Meta's Graph API when empty. */
  apiUrl: string | null;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export const whatsAppDefaultApiUrl = 'https://graph.facebook.com';
export const whatsAppDefaultApiVersion = 'v21.0';
export const whatsAppSignatureHeader = 'x-hub-signature-256';

function messageBody(message: OutgoingMessage): Record<string, unknown> {
  const common = {
    messaging_product: 'whatsapp',
    recipient_type: 'individual',
    to: message.to.slice(1),
    // Meta echoes it in this message's status webhooks: our reference travels with the message.
    biz_opaque_callback_data: message.reference,
  };
  const { template } = message;
  // Free text is accepted only within 24 h of the buyer's last message; templates any time.
  if (!template)
    return { ...common, type: 'text', text: { body: message.body, preview_url: true } };
  return {
    ...common,
    type: 'template',
    template: {
      name: template.name,
      language: { code: template.language },
      // A template without variables takes no components (Meta refuses an empty parameter list).
      ...(template.parameters.length
        ? {
            components: [
              {
                type: 'body',
                parameters: template.parameters.map((text) => ({ type: 'text', text })),
              },
            ],
          }
        : {}),
    },
  };
}

/** WhatsApp through Meta's Cloud API (Graph API), authenticated with a system user's token. */
export function whatsAppCloudProvider(options: WhatsAppCloudOptions): MessagingProvider {
  const { settings, appSecret, verifyToken } = options;
  const http: GraphHttpOptions = {
    baseUrl: (options.apiUrl || whatsAppDefaultApiUrl).replace(/\/+$/, ''),
    apiVersion: settings.apiVersion || whatsAppDefaultApiVersion,
    phoneNumberId: settings.phoneNumberId,
    accessToken: options.accessToken,
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
  };

  return {
    kind: 'whatsapp_cloud',
    channel: 'whatsapp',

    async send(message) {
      if (!isE164(message.to)) throw new MessagingRefusedError('invalid_number');
      return sendGraphMessage(http, messageBody(message));
    },

    parseWebhook(request) {
      if (!appSecret) throw new MessagingSignatureError('WhatsApp app secret is not configured');
      const header = headerOf(request, whatsAppSignatureHeader);
      if (!header?.startsWith('sha256='))
        throw new MessagingSignatureError('Missing X-Hub-Signature-256');
      const expected = createHmac('sha256', appSecret).update(request.rawBody).digest('hex');
      if (!sameValue(header.slice('sha256='.length).toLowerCase(), expected))
        throw new MessagingSignatureError('Wrong WhatsApp signature');
      let json: unknown;
      try {
        json = JSON.parse(request.rawBody.toString('utf8'));
      } catch {
        throw new MessagingSignatureError('WhatsApp webhook body is not JSON');
      }
      const content = whatsAppWebhookContent(json, settings.phoneNumberId);
      if (!content) throw new MessagingSignatureError('Unexpected WhatsApp webhook body');
      return content;
    },

    verifySubscription(query) {
      const token = query['hub.verify_token'];
      const challenge = query['hub.challenge'];
      if (query['hub.mode'] !== 'subscribe' || !verifyToken || !token || !challenge) return null;
      return sameValue(token, verifyToken) ? challenge : null;
    },
  };
}
