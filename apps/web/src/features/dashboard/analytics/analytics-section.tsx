import { Grid, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import type { SellerAnalyticsResponse } from '@repasse/core/contract/analytics';
import { useDeferredValue } from 'react';
import { formatCalendarDate } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { type AnalyticsRange, useSellerAnalytics } from '../api/seller-analytics.ts';

import { ExchangeRateWidget } from '../exchange-rates/exchange-rate-widget.tsx';

import { AnalyticsStatCards } from './analytics-stat-cards.tsx';
import { BalanceCard } from './balance-card.tsx';
import { ByMethodCard } from './by-method-card.tsx';
import { chartHeight } from './chart-look.ts';
import { previousRangeOf } from './dashboard-period.ts';
import { EmptyPeriodCard } from './empty-period-card.tsx';
import { NextReleasesCard } from './next-releases-card.tsx';
import { RecoveredCard } from './recovered-card.tsx';
import { SalesOverTimeCard } from './sales-over-time-card.tsx';
import { TopProductsCard } from './top-products-card.tsx';

/** Nothing happened in the period: no sale, refund, chargeback, nor even a charge created. */
const isEmpty = ({ current, byMethod }: SellerAnalyticsResponse) =>
  current.count === 0 &&
  current.refundsCount === 0 &&
  current.chargebacksCount === 0 &&
  byMethod.every((row) => row.created === 0);

/**
 * The period's figures, then its charts, then what comes next (top products, releases, exchange
 * rates). Skeletons keep the final layout while the first answer loads; another period's figures
 * stay, dimmed, while the next one loads.
 */
export function AnalyticsSection({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const analytics = useSellerAnalytics(range);
  // Drawn in a background render React splits into short tasks (see dashboard-screen.tsx).
  const data = useDeferredValue(analytics.data);
  const failed = analytics.isError;
  const stale = analytics.isPlaceholderData;
  const empty = data ? isEmpty(data) : false;
  const previous = previousRangeOf(range);

  return (
    <Stack gap="lg">
      <Stack gap="xs">
        {failed ? null : (
          // Known from the period alone: drawn with the page, not when the figures arrive.
          <Text size="sm" c="dimmed">
            {t('dashboard.period.compared', {
              from: formatCalendarDate(previous.from),
              to: formatCalendarDate(previous.to),
            })}
          </Text>
        )}
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md">
          {failed ? (
            <div style={{ gridColumn: '1 / -1' }}>
              <LoadError
                title={t('dashboard.analytics.loadError')}
                error={analytics.error}
                onRetry={() => void analytics.refetch()}
                retrying={analytics.isFetching}
              />
            </div>
          ) : data ? (
            <AnalyticsStatCards data={data} stale={stale} />
          ) : (
            [0, 1, 2, 3, 4].map((card) => <Skeleton key={card} h={128} radius="lg" />)
          )}
          <BalanceCard />
          <RecoveredCard range={range} />
        </SimpleGrid>
      </Stack>
      {failed ? null : !data ? (
        <Grid gap="lg" aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <Skeleton h={chartHeight + 80} radius="lg" />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <Skeleton h={chartHeight + 80} radius="lg" />
          </Grid.Col>
        </Grid>
      ) : empty ? (
        <EmptyPeriodCard />
      ) : (
        <Grid gap="lg" style={{ opacity: stale ? 0.6 : 1, transition: 'opacity 150ms' }}>
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <SalesOverTimeCard data={data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <ByMethodCard data={data} />
          </Grid.Col>
        </Grid>
      )}
      <Grid gap="lg">
        {data && !empty && !failed ? (
          <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
            <TopProductsCard data={data} />
          </Grid.Col>
        ) : null}
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <NextReleasesCard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 6, lg: 4 }}>
          <ExchangeRateWidget />
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
