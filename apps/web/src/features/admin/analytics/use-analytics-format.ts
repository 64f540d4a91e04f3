import type { AnalyticsPeriod } from '@repasse/core/contract/analytics';
import { type Cents, toDecimalText } from '@repasse/core/money/cents';
import { useMemo } from 'react';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { bucketLabel } from './buckets.ts';

/** How the panels write their figures, in the UI language. */
export function useAnalyticsFormat() {
  const locale = useLocale();
  const money = useFormatMoney();
  return useMemo(() => {
    const compact = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'BRL',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    const count = new Intl.NumberFormat(locale);
    // Rates come with two places ("87.50"): written as they are, never rounded.
    const twoPlaces = new Intl.NumberFormat(locale, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    const axis = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 });
    const signed = new Intl.NumberFormat(locale, {
      signDisplay: 'exceptZero',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
    });
    const calendarDay = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' });
    return {
      money,
      /** "R$ 12,3 mil" on chart axes, where full amounts do not fit. */
      compactMoney: (cents: Cents) => compact.format(toDecimalText(cents)),
      count: (value: number) => count.format(value),
      /** A rate ("87.50", or a chart's number) as "87.5%"; a dash when nothing was attempted. */
      rate: (value: string | number | null) =>
        value === null ? '—' : `${twoPlaces.format(value as `${number}` | number)}%`,
      /** A percentage on a chart axis ("12.5%"). */
      axisRate: (value: number) => `${axis.format(value)}%`,
      /** A change's decimal text with its sign ("+12.5"). */
      signed: (value: `${number}`) => signed.format(value),
      bucket: (bucket: string, granularity: AnalyticsPeriod['granularity']) =>
        bucketLabel(bucket, granularity, locale),
      /** A calendar day ("2026-11-24") as "24 Nov 2026". */
      day: (day: string) => calendarDay.format(new Date(`${day}T00:00:00Z`)),
    };
  }, [locale, money]);
}

export type AnalyticsFormat = ReturnType<typeof useAnalyticsFormat>;
