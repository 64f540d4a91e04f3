import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { users } from '../../db/schema.ts';
import { notFound } from '../../http/errors.ts';
import { recordAudit } from '../audit/record.ts';

export async function cardTokenOriginsOf(app: FastifyInstance, sellerId: string) {
  const [row] = await app.db
    .select({ origins: users.cardTokenOrigins })
    .from(users)
    .where(eq(users.id, sellerId));
  if (!row) throw notFound();
  return row.origins;
}

/**
 * Pages that may tokenise cards with this seller's public key: the platform's own (the hosted
 * checkout, wherever it is reached from) and the origins the seller registered. A request with no
 * Origin comes from a server, not a browser page: nothing to check.
 */
export async function isTokenOriginAllowed(
  app: FastifyInstance,
  request: FastifyRequest,
  sellerId: string,
): Promise<boolean> {
  const origin = request.headers.origin;
  if (origin === undefined) return true;
  const platform = [new URL(app.config.publicUrl).origin, `${request.protocol}://${request.host}`];
  if (platform.includes(origin)) return true;
  return (await cardTokenOriginsOf(app, sellerId)).includes(origin);
}

export async function setCardTokenOrigins(
  app: FastifyInstance,
  request: FastifyRequest,
  sellerId: string,
  origins: string[],
) {
  return app.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ origins: users.cardTokenOrigins })
      .from(users)
      .where(eq(users.id, sellerId))
      .for('update');
    if (!before) throw notFound();
    await tx
      .update(users)
      .set({ cardTokenOrigins: origins, updatedAt: app.clock.now() })
      .where(eq(users.id, sellerId));
    await recordAudit(tx, app.clock, request, {
      action: 'integrations.card_token_origins',
      targetType: 'user',
      targetId: sellerId,
      before: { origins: before.origins },
      after: { origins },
    });
    return origins;
  });
}
