import { z } from 'zod';
import { paymentMethods } from '../fees/payment-methods.ts';

/*
 * The seller's dashboard figures and the exchange rates, in a module of their own: the dashboard
 * parses them as it starts, and analytics.ts would build the admin's four panels with them
 * (docs/performance.md, finding 17). analytics.ts re-exports them.
 */

const cents = z.number().int();
/** A percentage as decimal text with two places ("87.50"); null when nothing was attempted. */
const rate = z.string().nullable();
const method = z.enum(paymentMethods);

/** The longest period a request may ask for: three years of days, drawn by month. */
export const analyticsMaxDays = 1096;
/** Periods longer than this many days are drawn by month instead of by day. */
export const analyticsDailyMaxDays = 92;

export const analyticsModes = ['live', 'test'] as const;
export type AnalyticsMode = (typeof analyticsModes)[number];

/** The period answered, the one it is compared with, and how its series is bucketed. */
export const analyticsPeriodSchema = z.object({
  from: z.string(),
  to: z.string(),
  previousFrom: z.string(),
  previousTo: z.string(),
  /** `day` up to analyticsDailyMaxDays days, `month` beyond; a bucket is its first day. */
  granularity: z.enum(['day', 'month']),
  mode: z.enum(analyticsModes),
});
export type AnalyticsPeriod = z.infer<typeof analyticsPeriodSchema>;

// ------------------------------------------------------------------------- Seller's dashboard

export const sellerTotalsSchema = z.object({
  /** What buyers paid for the seller's sales paid in the period. */
  gross: cents,
  /** What those sales credited to the seller, after fees. */
  net: cents,
  count: z.number().int(),
  /** gross ÷ count, rounded half up; 0 without sales. */
  averageTicket: cents,
  refunds: cents,
  refundsCount: z.number().int(),
  chargebacks: cents,
  chargebacksCount: z.number().int(),
});
export type SellerTotals = z.infer<typeof sellerTotalsSchema>;

export const sellerAnalyticsResponseSchema = z
  .object({
    period: analyticsPeriodSchema,
    current: sellerTotalsSchema,
    previous: sellerTotalsSchema,
    series: z.array(
      z.object({ bucket: z.string(), gross: cents, net: cents, count: z.number().int() }),
    ),
    byMethod: z.array(
      z.object({
        method,
        gross: cents,
        count: z.number().int(),
        created: z.number().int(),
        approvalRate: rate,
      }),
    ),
    topProducts: z.array(
      z.object({ productId: z.string(), name: z.string(), gross: cents, count: z.number().int() }),
    ),
  })
  .meta({ id: 'SellerAnalytics' });
export type SellerAnalyticsResponse = z.infer<typeof sellerAnalyticsResponseSchema>;

// ------------------------------------------------------------------------------ Exchange rates

export const exchangeCurrencies = ['USD', 'EUR'] as const;
export type ExchangeCurrency = (typeof exchangeCurrencies)[number];

export const exchangeRatesQuerySchema = z.object({
  /** Ask the provider again when the cached quote is older than the minimum refresh interval. */
  refresh: z
    .enum(['true', 'false'], { error: 'validation.invalid' })
    .optional()
    .transform((value) => value === 'true'),
});
export type ExchangeRatesQuery = z.infer<typeof exchangeRatesQuerySchema>;

export const exchangeRateSchema = z.object({
  currency: z.enum(exchangeCurrencies),
  /** Reais per unit as decimal text with four places, as the bulletin gives them ("5.3412"). */
  buy: z.string(),
  sell: z.string(),
  /** When the provider quoted it (ISO 8601). */
  quotedAt: z.string(),
});
export type ExchangeRate = z.infer<typeof exchangeRateSchema>;

export const exchangeRatesResponseSchema = z
  .object({
    rates: z.array(exchangeRateSchema),
    /** When the server last had an answer from the provider (ISO 8601). */
    fetchedAt: z.string(),
    /** The provider failed the last refresh: these are the last rates it gave. */
    stale: z.boolean(),
  })
  .meta({ id: 'ExchangeRates' });
export type ExchangeRatesResponse = z.infer<typeof exchangeRatesResponseSchema>;
