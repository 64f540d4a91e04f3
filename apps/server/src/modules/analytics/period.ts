import {
  type AnalyticsMode,
  type AnalyticsPeriod,
  type AnalyticsQuery,
  analyticsDailyMaxDays,
} from '@repasse/core/contract/analytics';

const dayMs = 86_400_000;

/** A São Paulo day `count` days after `day` (before, when negative), both YYYY-MM-DD. */
export const addDays = (day: string, count: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + count * dayMs).toISOString().slice(0, 10);

export const daysIn = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / dayMs) + 1;

/** The first day of the month after `day`'s. */
export const nextMonth = (day: string) => {
  const date = new Date(`${day.slice(0, 7)}-01T00:00:00Z`);
  date.setUTCMonth(date.getUTCMonth() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The period asked for, the one of the same length just before it, and its bucketing: by day up
 * to analyticsDailyMaxDays days, by month beyond.
 */
export function analyticsPeriod(query: AnalyticsQuery): AnalyticsPeriod {
  const length = daysIn(query.from, query.to);
  return {
    from: query.from,
    to: query.to,
    previousFrom: addDays(query.from, -length),
    previousTo: addDays(query.from, -1),
    granularity: length > analyticsDailyMaxDays ? 'month' : 'day',
    mode: query.mode,
  };
}

/** Every bucket of the period, oldest first: its days, or the first day of each month it touches. */
export function bucketsOf(period: Pick<AnalyticsPeriod, 'from' | 'to' | 'granularity'>): string[] {
  const buckets: string[] = [];
  if (period.granularity === 'day') {
    for (let day = period.from; day <= period.to; day = addDays(day, 1)) buckets.push(day);
    return buckets;
  }
  for (let month = `${period.from.slice(0, 7)}-01`; month <= period.to; month = nextMonth(month))
    buckets.push(month);
  return buckets;
}

export const livemodeOf = (mode: AnalyticsMode) => mode === 'live';
