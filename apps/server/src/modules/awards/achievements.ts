import type { FastifyInstance } from 'fastify';
import { queueRenderedEmail } from '../notifications/emails.ts';
import { queuePush } from '../push/notify.ts';
import { wants } from '../push/preferences.ts';
import { emailLocaleOf, reachedEmail } from './award-emails.ts';
import { lockUnnotified, markNotified, recordReachedTiers } from './queries.ts';

/** How many achievements one run tells of at most; the next run takes the rest. */
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

/** One email per seller for the achievements not told yet, marked told in the same transaction. */
export async function notifyAchievements(app: FastifyInstance): Promise<number> {
  return app.db.transaction(async (tx) => {
    const due = await lockUnnotified(tx, batch);
    const bySeller = new Map<string, typeof due>();
    for (const row of due) bySeller.set(row.sellerId, [...(bySeller.get(row.sellerId) ?? []), row]);
    const href = `${app.config.publicUrl}/awards`;
    for (const [sellerId, rows] of bySeller) {
      const first = rows[0];
      if (!first) continue;
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
            href,
          ),
        );
      await markNotified(
        tx,
        sellerId,
        rows.map((row) => row.tierId),
        app.clock.now(),
      );
    }
    return due.length;
  });
}
