import { Alert, Button, Card, Grid, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { type ReactNode, useDeferredValue, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import type { DateFilter } from '../../shared/dates/date-presets.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useMe } from '../../shared/session/me-query.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { balanceQueryOptions } from '../financial/api/balance.ts';
import { AccountStatusCard } from './account-status-card.tsx';
import { AnalyticsSection } from './analytics/analytics-section.tsx';
import { periodFromParams, rangeOf, withPeriodParams } from './analytics/dashboard-period.ts';
import { PeriodControl } from './analytics/period-control.tsx';
import { sellerAnalyticsQueryOptions } from './api/seller-analytics.ts';
import { RecentOrders, recentOrdersQueryOptions } from './recent-orders.tsx';
import { ShortcutCards } from './shortcut-cards.tsx';

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/**
 * What the dashboard shows, asked for as the navigation starts (router.tsx), alongside this
 * chunk: the page is then drawn whole, in one go. `params` are the address's, which hold the
 * period.
 */
export function prefetchDashboard(
  queryClient: QueryClient,
  params: URLSearchParams = new URLSearchParams(),
): void {
  const period = periodFromParams(params, new Date());
  void queryClient.prefetchQuery(sellerAnalyticsQueryOptions(rangeOf(period)));
  void queryClient.prefetchQuery(balanceQueryOptions());
  void queryClient.prefetchQuery(recentOrdersQueryOptions());
}

/** The greeting, once the user is known (until then a skeleton of the same height), and the period. */
function DashboardHeader({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation();
  const user = useDeferredValue(useMe().data?.user);
  if (!user) {
    return (
      <Group justify="space-between" align="flex-start" gap="md" mb="lg">
        <Stack gap={4} aria-busy="true" role="status" aria-label={t('app.loading')}>
          <Skeleton h={31} w={260} maw="100%" />
          <Skeleton h={22} w={320} maw="100%" />
        </Stack>
        {actions}
      </Group>
    );
  }
  return (
    <PageHeader
      title={t('dashboard.greeting', { name: firstName(user.fullName) })}
      documentTitle={t('dashboard.title')}
      description={t('dashboard.subtitle')}
      actions={actions}
    />
  );
}

function AccountStatus() {
  const user = useDeferredValue(useMe().data?.user);
  return user ? <AccountStatusCard user={user} /> : <Skeleton h={150} radius="lg" />;
}

/** The period of the figures, kept in the address so that a reload or a shared link keeps it. */
function usePeriod(): [DateFilter, (filter: DateFilter) => void] {
  const [params, setParams] = useSearchParams();
  const period = useMemo(() => periodFromParams(params, new Date()), [params]);
  const choose = (filter: DateFilter) =>
    setParams((current) => withPeriodParams(current, filter), { replace: true });
  return [period, choose];
}

/**
 * Each part asks for its own data at once and shows its own skeleton until it arrives. An answer
 * repaints only its part, and through useDeferredValue: a query's update is urgent for React (one
 * task however long), a deferred value's render is split into short tasks, which keeps the page
 * responsive while a phone draws it. The screen itself reads only whether the user could be
 * loaded.
 */
export function DashboardScreen() {
  const { t } = useTranslation();
  const me = useMe();
  const [period, setPeriod] = usePeriod();

  if (me.isError) {
    return (
      <>
        <PageHeader title={t('dashboard.title')} />
        <Alert
          color="red"
          variant="light"
          icon={<IconAlertTriangle size={18} aria-hidden />}
          title={t('dashboard.loadError')}
        >
          <Stack gap="sm" align="flex-start">
            {me.error.message}
            <Button
              variant="default"
              size="xs"
              onClick={() => void me.refetch()}
              loading={me.isFetching}
            >
              {t('common.retry')}
            </Button>
          </Stack>
        </Alert>
      </>
    );
  }

  return (
    <>
      <DashboardHeader actions={<PeriodControl value={period} onChange={setPeriod} />} />
      <Stack gap="lg">
        <AnalyticsSection range={rangeOf(period)} />
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, lg: 8 }}>
            <RecentOrders />
          </Grid.Col>
          <Grid.Col span={{ base: 12, lg: 4 }}>
            <AccountStatus />
          </Grid.Col>
        </Grid>
        <Card>
          <Text component="h2" fz="lg" fw={700} mt={0} mb="md">
            {t('dashboard.shortcuts.title')}
          </Text>
          <ShortcutCards />
        </Card>
      </Stack>
    </>
  );
}
