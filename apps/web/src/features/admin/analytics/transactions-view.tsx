import { BarChart, LineChart } from '@mantine/charts';
import { SimpleGrid } from '@mantine/core';
import type { TransactionsResponse, TransactionTotals } from '@repasse/core/contract/analytics';
import { IconReceipt2 } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { AcquirerApprovals } from './acquirer-approvals.tsx';
import { ChartCard } from './chart-card.tsx';
import { rateChartProps } from './chart-props.ts';
import { NothingInPeriod } from './panel-states.tsx';
import { RefusalReasons } from './refusal-reasons.tsx';
import { StatCard } from './stat-card.tsx';
import { StatusTable } from './status-table.tsx';
import { useAnalyticsFormat } from './use-analytics-format.ts';

/** A rate for drawing only; every figure written out comes from the exact text. */
const drawn = (rate: string | null) => (rate === null ? null : Number(rate));

export function TransactionsView({ data }: { data: TransactionsResponse }) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const { current, previous } = data;
  const count = (key: 'created' | 'paid') => ({
    kind: 'count' as const,
    current: current[key],
    previous: previous[key],
  });
  const rate = (key: keyof TransactionTotals & `${string}Rate`) => ({
    kind: 'rate' as const,
    current: current[key],
    previous: previous[key],
  });
  const threshold = drawn(data.chargebackThreshold) ?? 0;
  const empty = current.created === 0 && current.paid === 0 && data.byStatus.every((s) => !s.count);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md">
        <StatCard label={t('admin.analytics.transactions.created')} figure={count('created')} />
        <StatCard label={t('admin.analytics.transactions.paid')} figure={count('paid')} />
        <StatCard
          label={t('admin.analytics.transactions.approvalRate')}
          figure={rate('approvalRate')}
        />
        <StatCard
          label={t('admin.analytics.transactions.fallbackRate')}
          figure={rate('fallbackRate')}
          better="down"
        />
        <StatCard
          label={t('admin.analytics.transactions.chargebackRate')}
          figure={rate('chargebackRate')}
          better="down"
        />
      </SimpleGrid>
      {empty ? (
        <NothingInPeriod
          icon={<IconReceipt2 size={24} stroke={1.5} aria-hidden />}
          title={t('admin.analytics.transactions.empty')}
          description={t('admin.analytics.emptyDescription')}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ChartCard
              title={t('admin.analytics.transactions.approvalByMethod')}
              description={t('admin.analytics.transactions.approvalByMethodHint')}
            >
              <BarChart
                h={260}
                data={data.byMethod.map((row) => ({
                  method: t(`admin.analytics.methods.${row.method}`),
                  approvalRate: drawn(row.approvalRate),
                }))}
                dataKey="method"
                series={[
                  {
                    name: 'approvalRate',
                    label: t('admin.analytics.transactions.approvalRate'),
                    color: 'blue.6',
                  },
                ]}
                maxBarWidth={56}
                {...rateChartProps(format)}
              />
            </ChartCard>
            <ChartCard
              title={t('admin.analytics.transactions.chargebacksOverTime')}
              description={t('admin.analytics.transactions.thresholdHint', {
                value: format.rate(data.chargebackThreshold),
              })}
            >
              <LineChart
                h={260}
                data={data.series.map((point) => ({
                  bucket: format.bucket(point.bucket, data.period.granularity),
                  chargebackRate: drawn(point.chargebackRate),
                }))}
                dataKey="bucket"
                series={[
                  {
                    name: 'chargebackRate',
                    label: t('admin.analytics.transactions.chargebackRate'),
                    color: 'grape.6',
                  },
                ]}
                connectNulls
                referenceLines={[
                  {
                    y: threshold,
                    color: 'red.7',
                    label: t('admin.analytics.transactions.threshold'),
                    labelPosition: 'insideTopRight',
                    strokeDasharray: '6 4',
                  },
                ]}
                {...rateChartProps(format)}
                yAxisProps={{
                  width: 52,
                  tickFormatter: format.axisRate,
                  // Room above the threshold, so that its line always shows: the next half point.
                  domain: [0, (max: number) => Math.ceil(Math.max(max, threshold) * 1.25 * 2) / 2],
                }}
              />
            </ChartCard>
            <AcquirerApprovals rows={data.byAcquirer} />
            <RefusalReasons rows={data.refusalReasons} />
          </SimpleGrid>
          <StatusTable rows={data.byStatus} />
        </>
      )}
    </>
  );
}
