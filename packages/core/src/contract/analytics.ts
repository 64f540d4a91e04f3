import { z } from 'zod';
import { paymentMethods } from '../fees/fee-profile.ts';
import { transactionStatuses } from '../states/transaction.ts';
import { withdrawalStatuses } from '../states/withdrawal.ts';
import { analyticsMaxDays, analyticsModes, analyticsPeriodSchema } from './seller-analytics.ts';

/**
 * Analytics: the admin's four panels (revenue, transactions, balances, rankings) and the seller's
 * dashboard. Every figure is counted in São Paulo days, each event on the day it happened (a sale
 * on its payment day, a refund on its confirmation day, a chargeback on its day), the way Stripe's
 * balance reports count activity. A period is compared with the one of the same length just
 * before it. docs/analytics.md says where each figure comes from.
 */

const cents = z.number().int();
/** A percentage as decimal text with two places ("87.50"); null when nothing was attempted. */
const rate = z.string().nullable();

const realDay = (value: string) => {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};
const isoDay = z
  .string({ error: 'validation.invalid' })
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalid')
  .refine(realDay, 'validation.date');

const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/**
 * The period asked for, both ends included (São Paulo days). `mode` keeps live and test money
 * apart; it defaults to live.
 */
export const analyticsQuerySchema = z
  .object({
    from: isoDay,
    to: isoDay,
    mode: z.enum(analyticsModes, { error: 'validation.invalid' }).default('live'),
  })
  .refine((q) => q.from <= q.to, { path: ['to'], message: 'validation.dateOrder' })
  .refine((q) => q.from > q.to || daysBetween(q.from, q.to) <= analyticsMaxDays, {
    path: ['from'],
    message: 'validation.periodTooLong',
  });
export type AnalyticsQuery = z.infer<typeof analyticsQuerySchema>;

export const analyticsRankingSorts = ['volume', 'count', 'approvalRate'] as const;
export type AnalyticsRankingSort = (typeof analyticsRankingSorts)[number];

export const rankingsQuerySchema = analyticsQuerySchema.and(
  z.object({
    sort: z.enum(analyticsRankingSorts, { error: 'validation.invalid' }).default('volume'),
    limit: z.coerce
      .number({ error: 'validation.invalid' })
      .int('validation.invalid')
      .min(1, 'validation.invalid')
      .max(50, 'validation.invalid')
      .default(10),
  }),
);
export type RankingsQuery = z.infer<typeof rankingsQuerySchema>;

const method = z.enum(paymentMethods);

// ---------------------------------------------------------------- Admin → Analytics → Revenue

export const revenueTotalsSchema = z.object({
  /** Gross volume: what buyers paid for sales paid in the period. */
  tpv: cents,
  /** Sales paid in the period. */
  count: z.number().int(),
  /** Percentage and fixed fees charged to sellers. */
  sellerFees: cents,
  /** Card instalment fees (whoever paid them). */
  instalmentFees: cents,
  /** sellerFees + instalmentFees. */
  platformRevenue: cents,
  /** What acquirers charged for those sales. */
  acquirerCosts: cents,
  /** What BaaS providers charged for withdrawals completed in the period. */
  payoutCosts: cents,
  /** platformRevenue − acquirerCosts − payoutCosts. */
  margin: cents,
  /** Refunds confirmed in the period. */
  refunds: cents,
  refundsCount: z.number().int(),
  /** Chargebacks lost in the period. */
  chargebacks: cents,
  chargebacksCount: z.number().int(),
});
export type RevenueTotals = z.infer<typeof revenueTotalsSchema>;

const byMethodAmounts = z.object({ pix: cents, card: cents, boleto: cents });

export const revenueResponseSchema = z
  .object({
    period: analyticsPeriodSchema,
    current: revenueTotalsSchema,
    previous: revenueTotalsSchema,
    /** One point per bucket of the period, empty buckets included, oldest first. */
    series: z.array(
      z.object({
        bucket: z.string(),
        tpv: cents,
        platformRevenue: cents,
        margin: cents,
        refunds: cents,
        chargebacks: cents,
        tpvByMethod: byMethodAmounts,
      }),
    ),
    byMethod: z.array(
      z.object({ method, tpv: cents, count: z.number().int(), platformRevenue: cents }),
    ),
  })
  .meta({ id: 'AnalyticsRevenue' });
export type RevenueResponse = z.infer<typeof revenueResponseSchema>;

// ----------------------------------------------------------- Admin → Analytics → Transactions

export const transactionTotalsSchema = z.object({
  /** Charges created in the period. */
  created: z.number().int(),
  createdAmount: cents,
  /** Charges paid in the period (a Pix or boleto may be paid days after it was created). */
  paid: z.number().int(),
  paidAmount: cents,
  /** paid ÷ created: for cards the approval rate, for Pix and boleto the conversion. */
  approvalRate: rate,
  /** Card charges created in the period that needed more than one acquirer, ÷ card charges. */
  fallbackRate: rate,
  /** Chargebacks in the period ÷ card sales paid in the period. */
  chargebackRate: rate,
});
export type TransactionTotals = z.infer<typeof transactionTotalsSchema>;

export const transactionsResponseSchema = z
  .object({
    period: analyticsPeriodSchema,
    current: transactionTotalsSchema,
    previous: transactionTotalsSchema,
    /** The card schemes' monitoring threshold for chargebacks, drawn as a line: "1.50". */
    chargebackThreshold: z.string(),
    /**
     * How many charges reached each status in the period and for how much (`pending`: created;
     * `refunded`: refunded in full), each on the day it happened.
     */
    byStatus: z.array(
      z.object({ status: z.enum(transactionStatuses), count: z.number().int(), amount: cents }),
    ),
    byMethod: z.array(
      z.object({
        method,
        created: z.number().int(),
        paid: z.number().int(),
        paidAmount: cents,
        approvalRate: rate,
      }),
    ),
    /** Every attempt at an acquirer in the period: approved ÷ attempts. */
    byAcquirer: z.array(
      z.object({
        acquirerId: z.string(),
        name: z.string(),
        attempts: z.number().int(),
        approved: z.number().int(),
        approvalRate: rate,
      }),
    ),
    /** Refused attempts by the reason the acquirer gave, most frequent first. */
    refusalReasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
    series: z.array(
      z.object({
        bucket: z.string(),
        created: z.number().int(),
        paid: z.number().int(),
        approvalRate: rate,
        chargebackRate: rate,
      }),
    ),
  })
  .meta({ id: 'AnalyticsTransactions' });
export type TransactionsResponse = z.infer<typeof transactionsResponseSchema>;

// --------------------------------------------------------------- Admin → Analytics → Balances

export const heldBalancesSchema = z.object({
  pending: cents,
  reserve: cents,
  available: cents,
  withdrawing: cents,
  /** Card funds sellers anticipated whose original release date has not come yet. */
  anticipated: cents,
});
export type HeldBalances = z.infer<typeof heldBalancesSchema>;

export const balancesResponseSchema = z
  .object({
    period: analyticsPeriodSchema,
    /** What sellers' accounts held at the end of the period (now, when it ends today). */
    current: heldBalancesSchema,
    /** At the end of the previous period. */
    previous: heldBalancesSchema,
    /** Held at the end of each bucket. */
    series: z.array(heldBalancesSchema.extend({ bucket: z.string() })),
    /** What becomes available on each of the next 90 days, from today (days with none left out). */
    releases: z.array(z.object({ date: z.string(), pending: cents, reserve: cents })),
    /** Withdrawals not yet finished, by status, now. */
    withdrawals: z.array(
      z.object({ status: z.enum(withdrawalStatuses), count: z.number().int(), amount: cents }),
    ),
  })
  .meta({ id: 'AnalyticsBalances' });
export type BalancesResponse = z.infer<typeof balancesResponseSchema>;

// --------------------------------------------------------------- Admin → Analytics → Rankings

const rankedFigures = {
  /** Gross volume of sales paid in the period. */
  volume: cents,
  /** Sales paid in the period. */
  count: z.number().int(),
  /** Paid ÷ created in the period. */
  approvalRate: rate,
  /** Volume in the previous period, for the change. */
  previousVolume: cents,
};

export const rankingsResponseSchema = z
  .object({
    period: analyticsPeriodSchema,
    sort: z.enum(analyticsRankingSorts),
    sellers: z.array(
      z.object({ sellerId: z.string(), name: z.string(), email: z.string(), ...rankedFigures }),
    ),
    products: z.array(
      z.object({
        productId: z.string(),
        name: z.string(),
        sellerId: z.string(),
        sellerName: z.string(),
        ...rankedFigures,
      }),
    ),
    acquirers: z.array(z.object({ acquirerId: z.string(), name: z.string(), ...rankedFigures })),
  })
  .meta({ id: 'AnalyticsRankings' });
export type RankingsResponse = z.infer<typeof rankingsResponseSchema>;

/** The sandbox rates provider's switch (admins, for tests and demos): fail every quote, or not. */
export const exchangeRatesSandboxSchema = z
  .object({ failing: z.boolean({ error: 'validation.invalid' }) })
  .meta({ id: 'ExchangeRatesSandbox' });
export type ExchangeRatesSandbox = z.infer<typeof exchangeRatesSandboxSchema>;

export {
  type AnalyticsMode,
  type AnalyticsPeriod,
  analyticsDailyMaxDays,
  analyticsMaxDays,
  analyticsModes,
  analyticsPeriodSchema,
  type ExchangeCurrency,
  type ExchangeRate,
  type ExchangeRatesQuery,
  type ExchangeRatesResponse,
  exchangeCurrencies,
  exchangeRateSchema,
  exchangeRatesQuerySchema,
  exchangeRatesResponseSchema,
  type SellerAnalyticsResponse,
  type SellerTotals,
  sellerAnalyticsResponseSchema,
  sellerTotalsSchema,
} from './seller-analytics.ts';
