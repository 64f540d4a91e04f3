import type { ErrorCodeWith } from '@repasse/core/contract/errors';
import { eq, inArray } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { hitRateLimit, rateLimitCount } from '../../db/rate-limits.ts';
import { auditLog, users } from '../../db/schema.ts';
import { AppError } from '../../http/errors.ts';
import { renderCardTestingAlert } from '../../providers/email/card-testing-alert.ts';
import { queueRenderedEmail } from '../notifications/emails.ts';

const declineBucket = (keyId: string) => `card_declines:key:${keyId}`;

const tooMany = (code: ErrorCodeWith<429> = 'rate_limited') => new AppError(code);

/**
 * Counts this tokenisation against the key, the IP and the card, refusing with a 429 past any
 * limit. Refused attempts count too: a script that keeps trying stays refused.
 */
export async function countTokenisation(
  app: FastifyInstance,
  who: { keyId: string | null; livemode: boolean; ip: string | null; fingerprint: string },
): Promise<void> {
  const limits = app.config.cardTokenLimits;
  const { windowMs } = limits;
  if (who.keyId) {
    const slowed =
      (await rateLimitCount(app.db, app.clock, declineBucket(who.keyId), limits.declineWindowMs)) >=
      limits.declinesToSlow;
    const hits = await hitRateLimit(app.db, app.clock, `card_tokens:key:${who.keyId}`, windowMs);
    if (slowed && hits > limits.perKeySlowed) throw tooMany('card_token.slowed');
    if (hits > limits.perKey) throw tooMany();
  }
  if (!who.livemode) return;
  if (who.ip) {
    const hits = await hitRateLimit(app.db, app.clock, `card_tokens:ip:${who.ip}`, windowMs);
    if (hits > limits.perIp) throw tooMany();
  }
  const hits = await hitRateLimit(
    app.db,
    app.clock,
    `card_tokens:card:${who.fingerprint}`,
    windowMs,
  );
  if (hits > limits.perCard) throw tooMany();
}

/**
 * A card charge made with this public key's token was declined. At the threshold the key is
 * slowed and the admins are told, once per window: by email, and in the audit log.
 */
export async function recordCardDecline(
  app: FastifyInstance,
  tx: DbOrTx,
  keyId: string,
  sellerId: string,
): Promise<void> {
  const limits = app.config.cardTokenLimits;
  const declines = await hitRateLimit(tx, app.clock, declineBucket(keyId), limits.declineWindowMs);
  if (declines !== limits.declinesToSlow) return;
  app.log.warn({ keyId, sellerId, declines }, 'card testing suspected: public key slowed');
  await tx.insert(auditLog).values({
    actorId: null,
    impersonatorId: null,
    action: 'card_testing.suspected',
    targetType: 'user',
    targetId: sellerId,
    before: null,
    after: {
      publicKeyId: keyId,
      declines,
      windowMinutes: limits.declineWindowMs / 60_000,
      tokensPerWindowNow: limits.perKeySlowed,
    },
    ip: null,
    createdAt: app.clock.now(),
  });
  const [seller] = await tx
    .select({ name: users.tradeName, email: users.email })
    .from(users)
    .where(eq(users.id, sellerId));
  const admins = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(inArray(users.role, ['admin', 'super_admin']));
  for (const admin of admins)
    await queueRenderedEmail(
      app,
      tx,
      admin.email,
      renderCardTestingAlert(admin.locale === 'en' ? 'en' : 'pt-BR', {
        sellerName: seller?.name ?? sellerId,
        sellerEmail: seller?.email ?? '',
        declines,
        windowMinutes: limits.declineWindowMs / 60_000,
        tokensPerWindow: limits.perKeySlowed,
        appUrl: app.config.publicUrl,
      }),
    );
}
