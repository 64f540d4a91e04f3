import { AreaChart, BarChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type { RevenueResponse, RevenueTotals } from '@repasse/core/contract/analytics';
import { IconChartAreaLine } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ChartCard } from './chart-card.tsx';
import { methodColors, moneyChartProps } from './chart-props.ts';
import { NothingInPeriod } from './panel-states.tsx';
import { RevenueByMethod } from './revenue-by-method.tsx';
import { StatCard } from './stat-card.tsx';
import { useAnalyticsFormat } from './use-analytics-format.ts';

const costs = (totals: RevenueTotals) => totals.acquirerCosts + totals.payoutCosts;

const nothing = (totals: RevenueTotals) =>
  totals.count === 0 &&
  totals.tpv === 0 &&
  totals.refunds === 0 &&
  totals.chargebacks === 0 &&
  totals.payoutCosts === 0;

export function RevenueView({ data }: { data: RevenueResponse }) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const { current, previous } = data;
  const money = (key: keyof RevenueTotals) => ({
    kind: 'money' as const,
    current: current[key],
    previous: previous[key],
  });
  const points = data.series.map((point) => ({
    bucket: format.bucket(point.bucket, data.period.granularity),
    ...point.tpvByMethod,
    platformRevenue: point.platformRevenue,
    margin: point.margin,
  }));
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
        <StatCard label={t('admin.analytics.revenue.tpv')} figure={money('tpv')} />
        <StatCard
          label={t('admin.analytics.revenue.platformRevenue')}
          figure={money('platformRevenue')}
        />
        <StatCard
          label={t('admin.analytics.revenue.costs')}
          figure={{ kind: 'money', current: costs(current), previous: costs(previous) }}
          better="down"
        />
        <StatCard label={t('admin.analytics.revenue.margin')} figure={money('margin')} />
        <StatCard
          label={t('admin.analytics.revenue.refunds')}
          figure={money('refunds')}
          better="down"
        />
        <StatCard
          label={t('admin.analytics.revenue.chargebacks')}
          figure={money('chargebacks')}
          better="down"
        />
      </SimpleGrid>
      {nothing(current) ? (
        <NothingInPeriod
          icon={<IconChartAreaLine size={24} stroke={1.5} aria-hidden />}
          title={t('admin.analytics.revenue.empty')}
          description={t('admin.analytics.emptyDescription')}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ChartCard
              title={t('admin.analytics.revenue.tpvByMethod')}
              description={t('admin.analytics.revenue.tpvByMethodHint')}
            >
              <AreaChart
                h={280}
                data={points}
                dataKey="bucket"
                type="stacked"
                // Straight segments: a smoothed curve would draw amounts no day had.
                curveType="linear"
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                series={(['pix', 'card', 'boleto'] as const).map((method) => ({
                  name: method,
                  label: t(`admin.analytics.methods.${method}`),
                  color: methodColors[method],
                }))}
                {...moneyChartProps(format)}
              />
            </ChartCard>
            <ChartCard
              title={t('admin.analytics.revenue.revenueVsMargin')}
              description={t('admin.analytics.revenue.revenueVsMarginHint')}
            >
              <BarChart
                h={280}
                data={points}
                dataKey="bucket"
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                series={[
                  {
                    name: 'platformRevenue',
                    label: t('admin.analytics.revenue.platformRevenue'),
                    color: 'violet.6',
                  },
                  { name: 'margin', label: t('admin.analytics.revenue.margin'), color: 'teal.6' },
                ]}
                {...moneyChartProps(format)}
              />
            </ChartCard>
          </SimpleGrid>
          <RevenueByMethod rows={data.byMethod} />
        </>
      )}
    </>
  );
}
