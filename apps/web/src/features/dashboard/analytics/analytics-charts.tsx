import '@mantine/charts/styles.css';
import { AreaChart, DonutChart } from '@mantine/charts';
import type { AnalyticsPeriod, SellerAnalyticsResponse } from '@repasse/core/contract/analytics';
import { useMemo } from 'react';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { bucketTick, bucketTitle } from './bucket-labels.ts';
import { chartHeight, methodColors } from './chart-look.ts';

/**
 * The charts of the dashboard, a chunk of their own with the chart library (React.lazy in
 * sales-over-time-card.tsx and by-method-card.tsx): the figures paint before it arrives, and a
 * first visit to /auth never downloads it.
 */

const compactFormatters = new Map<string, Intl.NumberFormat>();

/** An axis tick: "R$ 1.2K". Only drawn, never summed: a float is fine here. */
function compactMoney(cents: number, locale: string): string {
  let formatter = compactFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'BRL',
      notation: 'compact',
      maximumFractionDigits: 1,
    });
    compactFormatters.set(locale, formatter);
  }
  return formatter.format(cents / 100);
}

type SalesAreaChartProps = {
  series: SellerAnalyticsResponse['series'];
  granularity: AnalyticsPeriod['granularity'];
};

/** Gross and net sales by bucket. */
export function SalesAreaChart({ series, granularity }: SalesAreaChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useFormatMoney();
  const data = useMemo(
    () =>
      series.map((point) => ({
        tick: bucketTick(point.bucket, granularity, locale),
        title: bucketTitle(point.bucket, granularity, locale),
        gross: point.gross,
        net: point.net,
      })),
    [series, granularity, locale],
  );
  return (
    <AreaChart
      h={chartHeight}
      data={data}
      dataKey="tick"
      series={[
        { name: 'gross', label: t('dashboard.analytics.grossSeries'), color: 'blue.6' },
        { name: 'net', label: t('dashboard.analytics.netSeries'), color: 'teal.6' },
      ]}
      curveType="monotone"
      withGradient
      withLegend
      withDots={data.length <= 14}
      gridAxis="y"
      valueFormatter={money}
      yAxisProps={{ tickFormatter: (value: number) => compactMoney(value, locale), width: 72 }}
      tooltipProps={{
        labelFormatter: (label, payload) => payload?.[0]?.payload?.title ?? label,
      }}
    />
  );
}

type MethodDonutProps = { byMethod: SellerAnalyticsResponse['byMethod'] };

/** Each method's share of the gross sales. */
export function MethodDonut({ byMethod }: MethodDonutProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const data = byMethod
    .filter((row) => row.gross > 0)
    .map((row) => ({
      name: t(`orders.methods.${row.method}`),
      value: row.gross,
      color: methodColors[row.method],
    }));
  return (
    <DonutChart
      data={data}
      size={150}
      thickness={22}
      paddingAngle={data.length > 1 ? 2 : 0}
      tooltipDataSource="segment"
      valueFormatter={money}
      mx="auto"
    />
  );
}
