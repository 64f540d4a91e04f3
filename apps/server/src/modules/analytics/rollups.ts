import { saoPauloDay } from '@repasse/core/calendar/business-days';
import { eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { serializeOn } from '../../db/locks.ts';
import { analyticsState } from '../../db/schema.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { addDays } from './period.ts';
import {
  type DayWindow,
  deleteDays,
  insertAttemptsAndPayouts,
  insertEventGrains,
  rewriteRunningTotals,
} from './rollup-statements.ts';

/*
 * The rollups are derived: a window of days is deleted and written again from the source tables
 * in one transaction, under one advisory lock, so two processes refreshing at once take turns and
 * the second simply writes the same rows again (docs/analytics.md).
 */

const lockKey = 'analytics.rollups';

async function recompute(tx: Tx, window: DayWindow) {
  await deleteDays(tx, window);
  await insertEventGrains(tx, window);
  await insertAttemptsAndPayouts(tx, window);
  await rewriteRunningTotals(tx, window);
}

/** Every day before today is complete once recomputed today: later events land on later days. */
async function markComplete(tx: Tx, clock: Clock, completeThrough: string) {
  const now = clock.now();
  await tx
    .insert(analyticsState)
    .values({ id: 1, completeThrough, refreshedAt: now })
    .onConflictDoUpdate({ target: analyticsState.id, set: { completeThrough, refreshedAt: now } });
}

/**
 * Rebuilds every rollup from scratch: after the demo seed, the volume script, or anything that
 * wrote history in the past.
 */
export async function rebuildAnalytics(db: Db, clock: Clock = systemClock): Promise<void> {
  await db.transaction(async (tx) => {
    await serializeOn(tx, lockKey);
    const yesterday = addDays(saoPauloDay(clock.now()), -1);
    await recompute(tx, null);
    await markComplete(tx, clock, yesterday);
  });
}

/**
 * The job's refresh: the days that can still change (yesterday, for what committed just after
 * midnight, and today), and any day after the watermark that no run recomputed yet (workers that
 * were stopped). Without a watermark it rebuilds everything. Answers the days recomputed.
 */
export async function refreshAnalytics(db: Db, clock: Clock): Promise<DayWindow> {
  return db.transaction(async (tx) => {
    await serializeOn(tx, lockKey);
    const today = saoPauloDay(clock.now());
    const yesterday = addDays(today, -1);
    const [state] = await tx
      .select({ completeThrough: analyticsState.completeThrough })
      .from(analyticsState)
      .where(eq(analyticsState.id, 1));
    const after = state?.completeThrough ? addDays(state.completeThrough, 1) : null;
    const window = after ? { from: after < yesterday ? after : yesterday, to: today } : null;
    await recompute(tx, window);
    await markComplete(tx, clock, yesterday);
    return window;
  });
}
