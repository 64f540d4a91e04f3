import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { payoutProviders } from '../../db/schema.ts';
import { sandboxPayoutProvider } from '../../providers/payouts/sandbox.ts';
import { providerSettings, webhookDelivery } from './registry.ts';

/** Demo mode: the sandbox BaaS settles its payouts a few seconds later and sends its webhooks. */
/** Returns the function that stops it. */
export function startSandboxSettlement(app: FastifyInstance, intervalMs = 2_000): () => void {
  const timer = setInterval(() => {
    void settleSandboxPayouts(app).catch((error) =>
      app.log.warn({ err: error }, 'sandbox settlement failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export async function settleSandboxPayouts(app: FastifyInstance): Promise<void> {
  const rows = await app.db
    .select()
    .from(payoutProviders)
    .where(eq(payoutProviders.kind, 'sandbox'));
  for (const row of rows) {
    await sandboxPayoutProvider({
      db: app.db,
      clock: app.clock,
      settings: providerSettings(app, row),
      deliver: webhookDelivery(app),
    }).settleDue();
  }
}
