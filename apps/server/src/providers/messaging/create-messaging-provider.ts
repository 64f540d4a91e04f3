import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { WebhookDelivery } from '../payouts/sandbox.ts';
import { sandboxMessagingProvider } from './sandbox.ts';
import { twilioSmsProvider } from './twilio-sms.ts';
import type { MessagingProvider, PhoneChannel } from './types.ts';
import { whatsAppCloudProvider } from './whatsapp-cloud.ts';

/**
 * A `messaging_providers` row with its tokens decrypted, in this order per kind:
 * - twilio: `[authToken]`
 * - whatsapp_cloud: `[accessToken, appSecret, verifyToken]`
 * - sandbox: `[webhookSecret?]` (a fixed development secret when absent)
 */
export type MessagingProviderRow = {
  id: string;
  channel: PhoneChannel;
  kind: 'sandbox' | 'twilio' | 'whatsapp_cloud';
  apiUrl: string | null;
  settings: Record<string, string>;
  secrets: (string | null)[];
};

export type MessagingProviderDeps = {
  db: Db;
  clock: Clock;
  /** How the sandbox sends its webhooks to `/hooks/messaging/<id>` (an HTTP call or app.inject). */
  deliver: WebhookDelivery;
  /** How real adapters reach their API: the app passes its SSRF-guarded fetch (admins type the URL). */
  fetch?: typeof fetch;
  timeoutMs?: number;
  settleAfterMs?: number;
  /** Where the sandbox reports webhooks it failed to deliver (it retries them on its next run). */
  onError?: (error: unknown) => void;
};

/** Which channels each kind can serve. */
const kindChannels: Record<MessagingProviderRow['kind'], readonly PhoneChannel[]> = {
  sandbox: ['sms', 'whatsapp'],
  twilio: ['sms'],
  whatsapp_cloud: ['whatsapp'],
};

export function createMessagingProvider(
  row: MessagingProviderRow,
  deps: MessagingProviderDeps,
): MessagingProvider {
  const channels = kindChannels[row.kind];
  if (!channels) throw new Error(`Unknown messaging provider kind: ${row.kind}`);
  if (!channels.includes(row.channel))
    throw new Error(`A ${row.kind} provider cannot send ${row.channel} messages`);
  const http = {
    ...(deps.fetch ? { fetch: deps.fetch } : {}),
    ...(deps.timeoutMs ? { timeoutMs: deps.timeoutMs } : {}),
  };
  const [first, second, third] = row.secrets;
  switch (row.kind) {
    case 'sandbox':
      return sandboxMessagingProvider({
        db: deps.db,
        clock: deps.clock,
        providerId: row.id,
        channel: row.channel,
        webhookSecret: first,
        deliver: deps.deliver,
        ...(deps.settleAfterMs === undefined ? {} : { settleAfterMs: deps.settleAfterMs }),
        ...(deps.onError ? { onError: deps.onError } : {}),
      });
    case 'twilio':
      return twilioSmsProvider({
        settings: row.settings,
        authToken: first,
        apiUrl: row.apiUrl,
        clock: deps.clock,
        ...http,
      });
    case 'whatsapp_cloud':
      return whatsAppCloudProvider({
        settings: row.settings,
        accessToken: first,
        appSecret: second,
        verifyToken: third,
        apiUrl: row.apiUrl,
        ...http,
      });
  }
}
