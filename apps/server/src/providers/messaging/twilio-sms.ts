import type { Clock } from '../../lib/clock.ts';
import { createTwilioMessage, type TwilioHttpOptions } from './twilio-http.ts';
import { verifyTwilioSignature } from './twilio-signature.ts';
import {
  type DeliveryUpdate,
  type MessageState,
  type MessagingProvider,
  MessagingRefusedError,
  MessagingTechnicalError,
  type WebhookContent,
} from './types.ts';
import { headerOf, isE164 } from './webhook-request.ts';

export type TwilioSettings = { accountSid: string; from?: string; messagingServiceSid?: string };

export type TwilioOptions = {
  settings: Partial<TwilioSettings>;
  authToken: string | null | undefined;
  /** The admin's base URL; Twilio's public API when empty. */
  apiUrl: string | null;
  clock: Clock;
  fetch?: typeof fetch;
  timeoutMs?: number;
};

export const twilioDefaultApiUrl = 'https://api.twilio.com';
export const twilioSignatureHeader = 'x-twilio-signature';
/** Twilio reads the answer to an inbound message as TwiML: an empty Response sends nothing back. */
export const emptyTwiml = '<?xml version="1.0" encoding="UTF-8"?><Response></Response>';

/**
 * MessageStatus values that change what we know; queued, accepted, sending, scheduled and any value
 * Twilio may add are steps on the way and give no update.
 */
const states: Record<string, MessageState> = {
  sent: 'sent',
  delivered: 'delivered',
  read: 'read',
  undelivered: 'failed',
  failed: 'failed',
};

/** Twilio SMS through the Programmable Messaging Message resource (API 2010-04-01). */
export function twilioSmsProvider(options: TwilioOptions): MessagingProvider {
  const { settings, authToken, clock } = options;
  const http: TwilioHttpOptions = {
    baseUrl: (options.apiUrl || twilioDefaultApiUrl).replace(/\/+$/, ''),
    accountSid: settings.accountSid,
    authToken,
    fetch: options.fetch ?? fetch,
    timeoutMs: options.timeoutMs ?? 15_000,
  };

  function contentOf(params: URLSearchParams): WebhookContent {
    const sid = params.get('MessageSid') ?? params.get('SmsSid');
    const status = params.get('MessageStatus') ?? params.get('SmsStatus');
    if (!sid) return { updates: [], replies: [] };
    // Status callbacks carry no event time, so the moment Twilio told us stands for it.
    const at = clock.now();
    // Inbound messages say `SmsStatus=received`; without any status, a Body still marks one.
    if (status === 'received' || (status === null && params.has('Body'))) {
      const from = params.get('From') ?? '';
      const text = params.get('Body');
      if (!isE164(from) || text === null) return { updates: [], replies: [] };
      return { updates: [], replies: [{ from, text, at, providerMessageId: sid }] };
    }
    const state = status ? states[status] : undefined;
    if (!state) return { updates: [], replies: [] };
    const update: DeliveryUpdate = { providerMessageId: sid, state, at };
    if (state === 'failed') update.error = params.get('ErrorCode') || status || 'failed';
    return { updates: [update], replies: [] };
  }

  return {
    kind: 'twilio',
    channel: 'sms',
    webhookAnswer: { contentType: 'text/xml', body: emptyTwiml },

    async send(message) {
      if (!isE164(message.to)) throw new MessagingRefusedError('invalid_number');
      const form = new URLSearchParams({ To: message.to });
      // A Messaging Service picks the sender from its own pool, so no From goes with it.
      if (settings.messagingServiceSid)
        form.set('MessagingServiceSid', settings.messagingServiceSid);
      else if (settings.from) form.set('From', settings.from);
      else
        throw new MessagingTechnicalError(
          'Twilio has neither a From number nor a Messaging Service',
        );
      form.set('Body', message.body);
      form.set('StatusCallback', message.statusCallbackUrl);
      return createTwilioMessage(http, form);
    },

    parseWebhook(request) {
      const params = new URLSearchParams(request.rawBody.toString('utf8'));
      verifyTwilioSignature(
        authToken,
        request.url,
        params,
        headerOf(request, twilioSignatureHeader),
      );
      return contentOf(params);
    },
  };
}
