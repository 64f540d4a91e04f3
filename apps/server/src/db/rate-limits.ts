import { and, eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../lib/clock.ts';
import type { DbOrTx } from './client.ts';
import { rateLimitHits } from './schema.ts';

const windowStartOf = (clock: Clock, windowMs: number) =>
  new Date(Math.floor(clock.now().getTime() / windowMs) * windowMs);

/** Counts one hit in the bucket's current fixed window and returns the window's count so far. */
export async function hitRateLimit(
  db: DbOrTx,
  clock: Clock,
  bucket: string,
  windowMs: number,
): Promise<number> {
  const [row] = await db
    .insert(rateLimitHits)
    .values({ bucket, windowStart: windowStartOf(clock, windowMs), hits: 1 })
    .onConflictDoUpdate({
      target: [rateLimitHits.bucket, rateLimitHits.windowStart],
      set: { hits: sql`${rateLimitHits.hits} + 1` },
    })
    .returning({ hits: rateLimitHits.hits });
  return row?.hits ?? 1;
}

/** The bucket's count in its current window, without counting. */
export async function rateLimitCount(
  db: DbOrTx,
  clock: Clock,
  bucket: string,
  windowMs: number,
): Promise<number> {
  const [row] = await db
    .select({ hits: rateLimitHits.hits })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, bucket),
        eq(rateLimitHits.windowStart, windowStartOf(clock, windowMs)),
      ),
    );
  return row?.hits ?? 0;
}

/** Maintenance: windows older than a day count for nothing. */
export async function pruneRateLimits(db: DbOrTx, clock: Clock): Promise<void> {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.windowStart, new Date(clock.now().getTime() - 86_400_000)));
}
