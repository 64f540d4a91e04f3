import type { AnalyticsPeriod } from '@repasse/core/contract/analytics';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(granularity: AnalyticsPeriod['granularity'], locale: string) {
  const key = `${granularity}:${locale}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(
      locale,
      granularity === 'day'
        ? { day: 'numeric', month: 'short', timeZone: 'UTC' }
        : { month: 'short', year: 'numeric', timeZone: 'UTC' },
    );
    formatters.set(key, cached);
  }
  return cached;
}

/**
 * A bucket's label on a chart axis: "24 Nov" for a day, "Nov 2026" for a month (a bucket is its
 * first day, a calendar date with no time zone).
 */
export function bucketLabel(
  bucket: string,
  granularity: AnalyticsPeriod['granularity'],
  locale: string,
): string {
  const date = new Date(`${bucket.slice(0, 10)}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return bucket;
  return formatter(granularity, locale).format(date);
}
