import type { Locale } from '@repasse/core/i18n/locale';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { DbOrTx } from '../../db/client.ts';
import { recoverySellerState, users } from '../../db/schema.ts';
import { balancesOf } from '../ledger/balances.ts';
import { queueRenderedEmail } from '../notifications/emails.ts';
import { queuePush } from '../push/notify.ts';
import { wants } from '../push/preferences.ts';
import { pausedEmail } from './paused-email.ts';
import { recoveryScreenUrl } from './urls.ts';

/** However often a balance runs dry, the seller hears of it at most once a day. */
const notifyEveryMs = 24 * 60 * 60 * 1000;

/**
 * Outreach waits for the recovery balance: recorded once (the app shows it from then on) and the
 * seller is told by email and push (as the seller's switches say), in the transaction that
 * pauses the run.
 */
export async function markPaused(
  app: FastifyInstance,
  tx: DbOrTx,
  sellerId: string,
  now: Date,
): Promise<void> {
  const [state] = await tx
    .insert(recoverySellerState)
    .values({ sellerId, pausedSince: now, updatedAt: now })
    .onConflictDoUpdate({
      target: recoverySellerState.sellerId,
      set: {
        pausedSince: sql`coalesce(${recoverySellerState.pausedSince}, excluded.paused_since)`,
        updatedAt: now,
      },
    })
    .returning();
  if (state?.notifiedAt && now.getTime() - state.notifiedAt.getTime() < notifyEveryMs) return;
  const [seller] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, sellerId));
  if (!seller) return;
  const { recovery } = await balancesOf(tx, sellerId);
  await queuePush(app, tx, {
    userId: sellerId,
    eventKey: `recovery_balance_low:${sellerId}:${now.toISOString()}`,
    data: { event: 'recovery_balance_low', balanceCents: recovery },
  });
  if (await wants(tx, sellerId, 'recovery_balance_low', 'email'))
    await queueRenderedEmail(
      app,
      tx,
      seller.email,
      pausedEmail((seller.locale as Locale | null) ?? 'pt-BR', recovery, recoveryScreenUrl(app)),
    );
  await tx
    .update(recoverySellerState)
    .set({ notifiedAt: now })
    .where(eq(recoverySellerState.sellerId, sellerId));
}

/** A message went out again: outreach no longer waits. */
export async function markResumed(tx: DbOrTx, sellerId: string, now: Date): Promise<void> {
  await tx
    .update(recoverySellerState)
    .set({ pausedSince: null, updatedAt: now })
    .where(
      and(eq(recoverySellerState.sellerId, sellerId), isNotNull(recoverySellerState.pausedSince)),
    );
}
