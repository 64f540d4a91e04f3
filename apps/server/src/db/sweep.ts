import type { SellerRow } from './seller-row.ts';

/**
 * A sweep of due rows across sellers (docs/scaling.md: a lock or a write must name its shard):
 * reads up to `batchSize` due rows with their sellers, without locks, and hands each to `take`,
 * which locks or writes it by id and seller and answers whether it did. Reads again until a batch
 * comes back short, or nothing in it could be taken (another worker holds or took those rows).
 * Answers how many were taken.
 */
export async function sweepBySeller(
  batchSize: number,
  due: (limit: number) => Promise<SellerRow[]>,
  take: (row: SellerRow) => Promise<boolean>,
): Promise<number> {
  let taken = 0;
  for (;;) {
    const batch = await due(batchSize);
    let count = 0;
    for (const row of batch) if (await take(row)) count += 1;
    taken += count;
    if (batch.length < batchSize || count === 0) return taken;
  }
}
