import type { ExchangeCurrency } from '@repasse/core/contract/analytics';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { exchangeRateQuotes } from '../../db/schema.ts';
import type { RateQuote } from '../../providers/rates/types.ts';

export type StoredQuote = typeof exchangeRateQuotes.$inferSelect;

export const storedQuotes = (db: DbOrTx): Promise<StoredQuote[]> =>
  db.select().from(exchangeRateQuotes);

/**
 * Takes the right to ask the provider for the currencies whose last attempt is older than
 * `before`, by writing `now` as their attempt: of concurrent callers, in any process, only one
 * sees a currency come back (the others wait on its row, then find the attempt recent). A
 * currency never asked for gets its row here.
 */
export async function claimAttempts(
  db: DbOrTx,
  currencies: readonly ExchangeCurrency[],
  now: Date,
  before: Date,
): Promise<ExchangeCurrency[]> {
  const rows = await db
    .insert(exchangeRateQuotes)
    .values(currencies.map((currency) => ({ currency, attemptedAt: now })))
    .onConflictDoUpdate({
      target: exchangeRateQuotes.currency,
      set: { attemptedAt: sql`excluded.attempted_at` },
      setWhere: sql`${exchangeRateQuotes.attemptedAt} <= ${before.toISOString()}::timestamptz`,
    })
    .returning({ currency: exchangeRateQuotes.currency });
  return rows.map((row) => row.currency as ExchangeCurrency);
}

/** Only the attempt still holding the claim writes: a later one has newer news. */
const heldBy = (currency: string, claim: Date) =>
  and(eq(exchangeRateQuotes.currency, currency), eq(exchangeRateQuotes.attemptedAt, claim));

export async function storeQuote(
  db: DbOrTx,
  quote: RateQuote,
  claim: Date,
  now: Date,
): Promise<void> {
  await db
    .update(exchangeRateQuotes)
    .set({ buy: quote.buy, sell: quote.sell, quotedAt: quote.quotedAt, fetchedAt: now })
    .where(heldBy(quote.currency, claim));
}

export async function storeFailure(
  db: DbOrTx,
  currency: ExchangeCurrency,
  error: string,
  claim: Date,
  now: Date,
): Promise<void> {
  await db
    .update(exchangeRateQuotes)
    .set({ failedAt: now, lastError: error.slice(0, 500) })
    .where(heldBy(currency, claim));
}
