import { and, asc, eq, isNull, lte } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { ledgerReleases } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { seller } from './accounts.ts';
import { post } from './post.ts';

const batchSize = 100;

/**
 * Moves every pending and reserve amount whose date has come to available. Safe to run twice or in
 * two processes at once: due rows are claimed with SKIP LOCKED, and each release posts under its own
 * reference, so it can only ever post once.
 */
export async function releaseDueFunds(db: Db, clock: Clock): Promise<number> {
  let released = 0;
  for (;;) {
    const count = await db.transaction(async (tx) => {
      const now = clock.now();
      const due = await tx
        .select()
        .from(ledgerReleases)
        .where(
          and(
            isNull(ledgerReleases.releasedAt),
            isNull(ledgerReleases.cancelledAt),
            isNull(ledgerReleases.heldAt),
            lte(ledgerReleases.releaseAt, now),
          ),
        )
        .orderBy(asc(ledgerReleases.releaseAt))
        .limit(batchSize)
        .for('update', { skipLocked: true });
      for (const release of due) {
        const bucket = release.bucket === 'reserve' ? 'reserve' : 'pending';
        await post(tx, clock, {
          reference: `release:${release.id}`,
          type: bucket === 'reserve' ? 'reserve_release' : 'release',
          sellerId: release.sellerId,
          metadata: { saleId: release.saleReference, releaseAt: release.releaseAt.toISOString() },
          movements: [
            {
              from: seller(release.sellerId, bucket),
              to: seller(release.sellerId, 'available'),
              amount: release.amount,
            },
          ],
        });
        await tx
          .update(ledgerReleases)
          .set({ releasedAt: now })
          .where(eq(ledgerReleases.id, release.id));
      }
      return due.length;
    });
    released += count;
    if (count < batchSize) return released;
  }
}
