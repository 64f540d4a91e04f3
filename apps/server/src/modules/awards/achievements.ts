import type { FastifyInstance } from 'fastify';
import { queueRenderedEmail } from '../notifications/emails.ts';
import { queuePush } from '../push/notify.ts';
import { wants } from '../push/preferences.ts';
import { emailLocaleOf, reachedEmail } from './award-emails.ts';
import { lockUnnotified, markNotified, recordReachedTiers, sellersToNotify } from './queries.ts';

/** How many sellers one run tells at most; the next run takes the rest. */
const batch = 500;

/**
 * Job `awards.record` (every 5 minutes): records the tiers sellers newly reached, then tells each
 * seller once, by email and push (as the seller's switches say), of everything recorded for them
 * and not told yet (including what /awards recorded when the seller looked first). Safe in two workers at once: the recording
 * inserts each achievement once, and the telling skips achievements another run holds.
 */
export async function recordAndNotifyAchievements(app: FastifyInstance) {
  const recorded = await recordReachedTiers(app.db, app.clock.now());
  const notified = await notifyAchievements(app);
  return { recorded: recorded.length, notified };
}

/**
 * One email per seller for the achievements not told yet, marked told in the same transaction.
 * The sellers are read first, then each seller's achievements are locked and told in a transaction
 * of that seller's (docs/scaling.md: a lock must name its shard). Answers how many were told.
 */
export async function notifyAchievements(app: FastifyInstance): Promise<number> {
  let told = 0;
  for (const sellerId of await sellersToNotify(app.db, batch))
    told += await app.db.transaction(async (tx) => {
      const rows = await lockUnnotified(tx, sellerId);
      const first = rows[0];
      if (!first) return 0;
      const highest = rows.reduce((top, row) => (row.threshold > top.threshold ? row : top));
      await queuePush(app, tx, {
        userId: sellerId,
        eventKey: `award_reached:${sellerId}:${highest.tierId}`,
        data: { event: 'award_reached', tierName: highest.tierName },
      });
      // Told either way: a seller who switched the email off is not told later.
      if (await wants(tx, sellerId, 'award_reached', 'email'))
        await queueRenderedEmail(
          app,
          tx,
          first.email,
          reachedEmail(
            emailLocaleOf(first.locale),
            rows.map((row) => ({ name: row.tierName, threshold: row.threshold, kind: row.kind })),
            `${app.config.publicUrl}/awards`,
          ),
        );
      await markNotified(
        tx,
        sellerId,
        rows.map((row) => row.tierId),
        app.clock.now(),
      );
      return rows.length;
    });
  return told;
}
