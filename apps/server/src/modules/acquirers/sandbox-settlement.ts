import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { acquirers } from '../../db/schema.ts';
import { sandboxAcquirer } from '../../providers/acquirers/sandbox.ts';
import { webhookDelivery } from '../payouts/registry.ts';
import { acquirerSettings, sandboxAutoPayMs } from './registry.ts';

/**
 * Demo mode: the sandbox acquirer pays Pix and boleto by itself a while after they are created
 * (as a buyer would), expires Pix past its time and resends failed webhooks. Returns the stop.
 */
export function startSandboxAcquirerSettlement(
  app: FastifyInstance,
  intervalMs = 3_000,
): () => void {
  const autoPayAfterMs = sandboxAutoPayMs(app);
  const timer = setInterval(() => {
    void settleSandboxAcquirers(app, autoPayAfterMs).catch((error) =>
      app.log.warn({ err: error }, 'sandbox acquirer settlement failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

/** One settlement run of every sandbox acquirer: what demo mode's timer does every few seconds. */
export async function settleSandboxAcquirers(
  app: FastifyInstance,
  autoPayAfterMs: number | null = sandboxAutoPayMs(app),
) {
  const rows = await app.db.select().from(acquirers).where(eq(acquirers.kind, 'sandbox'));
  for (const row of rows) {
    await sandboxAcquirer({
      db: app.db,
      clock: app.clock,
      settings: acquirerSettings(app, row),
      deliver: webhookDelivery(app),
      publicUrl: app.config.publicUrl,
      autoPayAfterMs,
    }).settleDue();
  }
}
