import type { ExchangeCurrency } from '@repasse/core/contract/analytics';

/** One currency's rate in reais, as decimal text with four places ("5.3412"). */
export type RateQuote = {
  currency: ExchangeCurrency;
  buy: string;
  sell: string;
  /** When the provider quoted it. */
  quotedAt: Date;
};

export type RatesProvider = {
  kind: string;
  /** The latest quote at `now`; throws RatesProviderError when none can be had. */
  quote(currency: ExchangeCurrency, now: Date): Promise<RateQuote>;
};

/** The provider failed, answered something unreadable, or had no bulletin in the days searched. */
export class RatesProviderError extends Error {}

export const ratesProviderKinds = ['sandbox', 'ptax'] as const;
export type RatesProviderKind = (typeof ratesProviderKinds)[number];

/** Which provider the server uses, from its configuration (config.ts), sandbox by default. */
export type RatesProviderSettings = {
  kind: RatesProviderKind;
  /** The PTAX service's root (EXCHANGE_RATES_PTAX_URL). */
  ptaxUrl: string;
  sandboxDelayMs: number;
};
