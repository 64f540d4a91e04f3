import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import type { Referrals } from '@repasse/core/contract/affiliates';
import { formatBRL } from '@repasse/core/money/cents';
import { useMemo } from 'react';
import { useLocale } from '../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { monthLabel } from './share-links.ts';

type EarningsChartProps = { byMonth: Referrals['byMonth']; height: number };

/**
 * Referral earnings by month: a chunk of its own with the chart library (lazy-chart.ts), so the
 * link and the figures paint first.
 */
export function EarningsChart({ byMonth, height }: EarningsChartProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const data = useMemo(
    () =>
      byMonth.map((row) => ({ month: monthLabel(row.month, locale), amount: row.amount / 100 })),
    [byMonth, locale],
  );
  return (
    <BarChart
      h={height}
      data={data}
      dataKey="month"
      series={[{ name: 'amount', label: t('referrals.byMonth.earned'), color: 'teal.6' }]}
      gridAxis="y"
      tickLine="none"
      maxBarWidth={36}
      valueFormatter={(value: number) => formatBRL(Math.round(value * 100), locale)}
      yAxisProps={{ width: 72 }}
    />
  );
}
