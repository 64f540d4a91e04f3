import type { AnalyticsPeriod } from '@repasse/core/contract/analytics';

type Granularity = AnalyticsPeriod['granularity'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, kind: 'tick' | 'title', granularity: Granularity) {
  const key = `${locale}:${kind}:${granularity}`;
  let cached = formatters.get(key);
  if (!cached) {
    const parts: Intl.DateTimeFormatOptions =
      granularity === 'month'
        ? { month: kind === 'tick' ? 'short' : 'long', year: 'numeric' }
        : kind === 'tick'
          ? { day: 'numeric', month: 'short' }
          : { dateStyle: 'medium' };
    // A bucket is a calendar day with no time zone: read and written in UTC.
    cached = new Intl.DateTimeFormat(locale, { ...parts, timeZone: 'UTC' });
    formatters.set(key, cached);
  }
  return cached;
}

const dateOf = (bucket: string) => new Date(`${bucket.slice(0, 10)}T00:00:00Z`);

/** A bucket under the chart's axis: "3 Mar" by day, "Mar 2026" by month. */
export const bucketTick = (bucket: string, granularity: Granularity, locale: string) =>
  formatter(locale, 'tick', granularity).format(dateOf(bucket));

/** A bucket in full, for the tooltip: "Mar 3, 2026" by day, "March 2026" by month. */
export const bucketTitle = (bucket: string, granularity: Granularity, locale: string) =>
  formatter(locale, 'title', granularity).format(dateOf(bucket));
