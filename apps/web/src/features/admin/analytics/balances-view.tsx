import { AreaChart, BarChart } from '@mantine/charts';
import { SimpleGrid, Text } from '@mantine/core';
import type { BalancesResponse, HeldBalances } from '@repasse/core/contract/analytics';
import { IconWallet } from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ChartCard } from './chart-card.tsx';
import { moneyChartProps } from './chart-props.ts';
import { NothingInPeriod } from './panel-states.tsx';
import { StatCard } from './stat-card.tsx';
import { useAnalyticsFormat } from './use-analytics-format.ts';
import { WithdrawalsWaiting } from './withdrawals-waiting.tsx';

const states = ['pending', 'reserve', 'available', 'withdrawing', 'anticipated'] as const;

const stateColors: Record<(typeof states)[number], string> = {
  pending: 'yellow.6',
  reserve: 'grape.6',
  available: 'teal.6',
  withdrawing: 'blue.6',
  anticipated: 'cyan.6',
};

const holdsNothing = (balances: HeldBalances) => states.every((state) => balances[state] === 0);

export function BalancesView({ data }: { data: BalancesResponse }) {
  const { t } = useTranslation();
  const format = useAnalyticsFormat();
  const empty =
    holdsNothing(data.current) &&
    data.series.every(holdsNothing) &&
    data.releases.length === 0 &&
    data.withdrawals.every((row) => row.count === 0);
  const label = (state: string) => t(`admin.analytics.balances.states.${state}`);
  return (
    <>
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, xl: 5 }} spacing="md">
        {states.map((state) => (
          <StatCard
            key={state}
            label={label(state)}
            figure={{ kind: 'money', current: data.current[state], previous: data.previous[state] }}
            better="neither"
          />
        ))}
      </SimpleGrid>
      {empty ? (
        <NothingInPeriod
          icon={<IconWallet size={24} stroke={1.5} aria-hidden />}
          title={t('admin.analytics.balances.empty')}
          description={t('admin.analytics.emptyDescription')}
        />
      ) : (
        <>
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <ChartCard
              title={t('admin.analytics.balances.held')}
              description={t('admin.analytics.balances.heldHint')}
            >
              <AreaChart
                h={280}
                data={data.series.map((point) => ({
                  ...point,
                  bucket: format.bucket(point.bucket, data.period.granularity),
                }))}
                dataKey="bucket"
                type="stacked"
                // Straight segments: a smoothed curve would draw amounts no day had.
                curveType="linear"
                withLegend
                legendProps={{ verticalAlign: 'bottom' }}
                series={states.map((state) => ({
                  name: state,
                  label: label(state),
                  color: stateColors[state],
                }))}
                {...moneyChartProps(format)}
              />
            </ChartCard>
            <ChartCard
              title={t('admin.analytics.balances.releases')}
              description={t('admin.analytics.balances.releasesHint')}
            >
              {data.releases.length === 0 ? (
                <Text size="sm" c="dimmed">
                  {t('admin.analytics.balances.noReleases')}
                </Text>
              ) : (
                <BarChart
                  h={280}
                  data={data.releases.map((release) => ({
                    ...release,
                    date: format.bucket(release.date, 'day'),
                  }))}
                  dataKey="date"
                  type="stacked"
                  withLegend
                  legendProps={{ verticalAlign: 'bottom' }}
                  series={(['pending', 'reserve'] as const).map((state) => ({
                    name: state,
                    label: label(state),
                    color: stateColors[state],
                  }))}
                  {...moneyChartProps(format)}
                />
              )}
            </ChartCard>
          </SimpleGrid>
          <WithdrawalsWaiting rows={data.withdrawals} />
        </>
      )}
    </>
  );
}
