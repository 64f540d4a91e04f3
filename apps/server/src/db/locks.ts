import { sql } from 'drizzle-orm';
import type { DbOrTx } from './client.ts';

/**
 * Makes writes that replace a whole set (a routing table, "the" default, a seller's current key)
 * run one after another: the transaction holds the lock named `key` until it ends. Without it two
 * concurrent replacements both read the old set and one of them breaks a unique rule.
 */
export async function serializeOn(tx: DbOrTx, key: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${key}, 0))`);
}
