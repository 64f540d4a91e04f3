import type { ExchangeCurrency } from '@repasse/core/contract/analytics';
import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { sandboxExchangeRates } from '../../db/schema.ts';
import { type RateQuote, type RatesProvider, RatesProviderError } from './types.ts';

/** Reais per unit in ten-thousandths, around which the sandbox's rates move. */
const centres: Record<ExchangeCurrency, number> = { USD: 53_000, EUR: 61_000 };
/** Minutes by which each currency's movement is shifted, so the two do not move in step. */
const phases: Record<ExchangeCurrency, number> = { USD: 0, EUR: 500 };
/** PTAX's buy and sell differ by a few ten-thousandths. */
const spread = 6;
const minuteMs = 60_000;

const text = (tenThousandths: number) =>
  `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;

/**
 * The sandbox's quote at an instant: the same within a minute, moving a few centavos over a day,
 * so a refresh can show a change and a test can compute what it will see.
 */
export function sandboxQuote(currency: ExchangeCurrency, now: Date): RateQuote {
  const minute = Math.floor(now.getTime() / minuteMs);
  const shifted = minute + phases[currency];
  const wave =
    400 * Math.sin((2 * Math.PI * shifted) / 1440) + 60 * Math.sin((2 * Math.PI * shifted) / 37);
  const buy = centres[currency] + Math.round(wave);
  return {
    currency,
    buy: text(buy),
    sell: text(buy + spread),
    quotedAt: new Date(minute * minuteMs),
  };
}

/** Whether an admin asked the sandbox to fail (PUT /web/admin/exchange-rates/sandbox). */
export async function sandboxRatesFailing(db: DbOrTx): Promise<boolean> {
  const [row] = await db
    .select({ failing: sandboxExchangeRates.failing })
    .from(sandboxExchangeRates)
    .where(eq(sandboxExchangeRates.id, 1));
  return row?.failing ?? false;
}

export async function setSandboxRatesFailing(
  db: DbOrTx,
  failing: boolean,
  now: Date,
): Promise<void> {
  await db
    .insert(sandboxExchangeRates)
    .values({ id: 1, failing, updatedAt: now })
    .onConflictDoUpdate({ target: sandboxExchangeRates.id, set: { failing, updatedAt: now } });
}

/**
 * A rates provider that runs in process and answers like a remote one: after a short delay, and
 * with an error while an admin has switched it to failing. The switch is a row, so every process
 * fails alike.
 */
export function sandboxRatesProvider(options: { db: DbOrTx; delayMs?: number }): RatesProvider {
  const { db, delayMs = 0 } = options;
  return {
    kind: 'sandbox',
    async quote(currency, now) {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      if (await sandboxRatesFailing(db))
        throw new RatesProviderError('sandbox: switched to failing');
      return sandboxQuote(currency, now);
    },
  };
}
