import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { WebhookDelivery } from '../payouts/sandbox.ts';
import { pagarmeAcquirer } from './pagarme.ts';
import { type SandboxAcquirer, sandboxAcquirer } from './sandbox.ts';
import type { AcquirerAdapter, AcquirerSettings } from './types.ts';

export const acquirerKinds = ['sandbox', 'pagarme'] as const;
export type AcquirerKind = (typeof acquirerKinds)[number];

export const isAcquirerKind = (kind: string): kind is AcquirerKind =>
  (acquirerKinds as readonly string[]).includes(kind);

export type AcquirerDeps = {
  db: Db;
  clock: Clock;
  /** How the sandbox sends its webhooks to `/hooks/acquirers/<id>` (an HTTP call or app.inject). */
  deliver: WebhookDelivery;
  /** This server's public address; the sandbox's Pix QR codes point at it. */
  publicUrl: string;
  /** Sandbox demo mode: Pix and boleto pay themselves after this long. Null or absent: on demand. */
  autoPayAfterMs?: number | null;
  onError?: (error: unknown) => void;
  /** How real adapters reach their API: the app passes its SSRF-guarded fetch (admins type the URL). */
  fetch?: typeof fetch;
};

export const isSandboxAcquirer = (adapter: AcquirerAdapter): adapter is SandboxAcquirer =>
  adapter.kind === 'sandbox' && 'simulatePayment' in adapter;

export function createAcquirer(settings: AcquirerSettings, deps: AcquirerDeps): AcquirerAdapter {
  switch (settings.kind) {
    case 'sandbox':
      return sandboxAcquirer({ ...deps, settings });
    case 'pagarme':
      return pagarmeAcquirer({
        settings,
        clock: deps.clock,
        ...(deps.fetch ? { fetch: deps.fetch } : {}),
      });
    default:
      throw new Error(`Unknown acquirer kind: ${settings.kind}`);
  }
}
