import type { FastifyInstance } from 'fastify';
import { pixGraceMs } from '../payments/expiry.ts';
import { claimExpiredTopUps, updateTopUp } from './queries.ts';
import { topUpPixSeconds } from './top-up.ts';

const batchSize = 100;

/**
 * Marks expired the pending top-ups whose Pix ran out (plus the grace a late Pix notice needs),
 * and those no acquirer ever answered for within a Pix's lifetime. Rows are claimed with SKIP
 * LOCKED, so two workers never take the same one and a notice paying it meanwhile waits; a Pix
 * paid after this still credits the balance (recovery/notice.ts).
 */
export async function expirePendingTopUps(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const cutoff = new Date(now.getTime() - pixGraceMs);
  const unansweredCutoff = new Date(cutoff.getTime() - topUpPixSeconds * 1000);
  let expired = 0;
  for (;;) {
    const count = await app.db.transaction(async (tx) => {
      const due = await claimExpiredTopUps(tx, cutoff, unansweredCutoff, batchSize);
      for (const row of due)
        await updateTopUp(tx, row, { status: 'expired', expiredAt: now, updatedAt: now });
      return due.length;
    });
    expired += count;
    if (count < batchSize) return expired;
  }
}
