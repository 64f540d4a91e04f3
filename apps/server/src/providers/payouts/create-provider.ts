import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { asaasPayoutProvider } from './asaas.ts';
import { sandboxPayoutProvider, type WebhookDelivery } from './sandbox.ts';
import type { PayoutProvider, PayoutProviderSettings } from './types.ts';

export const payoutProviderKinds = ['sandbox', 'asaas'] as const;
export type PayoutProviderKind = (typeof payoutProviderKinds)[number];

export const isPayoutProviderKind = (kind: string): kind is PayoutProviderKind =>
  (payoutProviderKinds as readonly string[]).includes(kind);

export type PayoutProviderDeps = {
  db: Db;
  clock: Clock;
  /** How the sandbox sends its webhooks to `/hooks/payouts/<id>` (an HTTP call or app.inject). */
  deliver: WebhookDelivery;
  settleAfterMs?: number;
  /** How real adapters reach their API: the app passes its SSRF-guarded fetch (admins type the URL). */
  fetch?: typeof fetch;
};

export function createPayoutProvider(
  settings: PayoutProviderSettings,
  deps: PayoutProviderDeps,
): PayoutProvider {
  switch (settings.kind) {
    case 'sandbox':
      return sandboxPayoutProvider({ ...deps, settings });
    case 'asaas':
      return asaasPayoutProvider({
        settings,
        clock: deps.clock,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
    default:
      throw new Error(`Unknown payout provider kind: ${settings.kind}`);
  }
}
