import { Card, Skeleton, Stack, Text } from '@mantine/core';
import type { SellerAnalyticsResponse } from '@repasse/core/contract/analytics';
import { Suspense } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { WhenSeen } from '../../../shared/ui/when-seen.tsx';
import { chartHeight } from './chart-look.ts';
import { SalesAreaChart } from './lazy-charts.ts';

type SalesOverTimeCardProps = { data: SellerAnalyticsResponse };

/** The period's gross and net sales, bucket by bucket. */
export function SalesOverTimeCard({ data }: SalesOverTimeCardProps) {
  const { t } = useTranslation();
  const byMonth = data.period.granularity === 'month';
  const skeleton = (
    <Skeleton h={chartHeight} role="status" aria-label={t('dashboard.analytics.chartLoading')} />
  );
  return (
    <Card component="section" aria-labelledby="sales-over-time-title" h="100%">
      <Stack gap={2} mb="md">
        <Text id="sales-over-time-title" component="h2" fz="lg" fw={700} m={0}>
          {t('dashboard.analytics.overTime')}
        </Text>
        <Text size="xs" c="dimmed">
          {t(byMonth ? 'dashboard.analytics.overTimeByMonth' : 'dashboard.analytics.overTimeByDay')}
        </Text>
      </Stack>
      <WhenSeen fallback={skeleton}>
        <Suspense fallback={skeleton}>
          <SalesAreaChart series={data.series} granularity={data.period.granularity} />
        </Suspense>
      </WhenSeen>
    </Card>
  );
}
