import type { FastifyInstance } from 'fastify';
import { sweepBySeller } from '../../db/sweep.ts';
import { pixGraceMs } from '../payments/expiry.ts';
import { expiredTopUps, expireTopUp } from './queries.ts';
import { topUpPixSeconds } from './top-up.ts';

const batchSize = 100;

/**
 * Marks expired the pending top-ups whose Pix ran out (plus the grace a late Pix notice needs),
 * and those no acquirer ever answered for within a Pix's lifetime. The due top-ups are read with
 * their sellers, then each is expired by id and seller in a statement of its own that checks it is
 * still due (docs/scaling.md: a write must name its shard); a Pix paid after this still credits
 * the balance (recovery/notice.ts).
 */
export async function expirePendingTopUps(app: FastifyInstance): Promise<number> {
  const now = app.clock.now();
  const cutoff = new Date(now.getTime() - pixGraceMs);
  const unansweredCutoff = new Date(cutoff.getTime() - topUpPixSeconds * 1000);
  return sweepBySeller(
    batchSize,
    (limit) => expiredTopUps(app.db, cutoff, unansweredCutoff, limit),
    (topUp) => expireTopUp(app.db, topUp, cutoff, unansweredCutoff, now),
  );
}
