import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { messagingProviders } from '../../db/schema.ts';
import { secretBox } from '../../lib/secrets.ts';
import { sandboxMessagingProvider } from '../../providers/messaging/sandbox.ts';
import { webhookDelivery } from '../payouts/registry.ts';

/**
 * The sandbox SMS and WhatsApp providers deliver, fail and answer their messages a few seconds
 * later, as remote providers do, through their signed webhooks. Returns the function that stops it.
 */
export function startSandboxMessaging(app: FastifyInstance, intervalMs = 2_000): () => void {
  const timer = setInterval(() => {
    void settleSandboxMessages(app).catch((error) =>
      app.log.warn({ err: error }, 'sandbox messaging failed'),
    );
  }, intervalMs);
  timer.unref();
  return () => clearInterval(timer);
}

export async function settleSandboxMessages(app: FastifyInstance): Promise<number> {
  const box = secretBox(app.config.secretsKey);
  const rows = await app.db
    .select()
    .from(messagingProviders)
    .where(eq(messagingProviders.kind, 'sandbox'));
  let settled = 0;
  for (const row of rows) {
    const sealed = row.tokens[0];
    settled += await sandboxMessagingProvider({
      db: app.db,
      clock: app.clock,
      providerId: row.id,
      channel: row.channel,
      webhookSecret: sealed ? box.open(sealed) : null,
      deliver: webhookDelivery(app),
    }).settleDue();
  }
  return settled;
}
