import { Alert, Button, Card, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import type { QueryClient } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/session/me-query.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { balanceQueryOptions } from '../financial/api/balance.ts';
import { AccountStatusCard } from './account-status-card.tsx';
import { salesSummaryQueryOptions } from './api/sales-summary.ts';
import { RecentOrders, recentOrdersQueryOptions } from './recent-orders.tsx';
import { SalesOverview } from './sales-overview.tsx';
import { ShortcutCards } from './shortcut-cards.tsx';

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

/**
 * What the dashboard shows, asked for as the navigation starts (router.tsx), alongside this
 * chunk: the page is then drawn whole, in one go.
 */
export function prefetchDashboard(queryClient: QueryClient): void {
  void queryClient.prefetchQuery(salesSummaryQueryOptions());
  void queryClient.prefetchQuery(balanceQueryOptions());
  void queryClient.prefetchQuery(recentOrdersQueryOptions());
}

/** The greeting, once the user is known; until then a skeleton of the same height. */
function DashboardHeader() {
  const { t } = useTranslation();
  const user = useDeferredValue(useMe().data?.user);
  if (!user) {
    return (
      <Stack gap={4} mb="lg" aria-busy="true" role="status" aria-label={t('app.loading')}>
        <Skeleton h={31} w={260} maw="100%" />
        <Skeleton h={22} w={320} maw="100%" />
      </Stack>
    );
  }
  return (
    <PageHeader
      title={t('dashboard.greeting', { name: firstName(user.fullName) })}
      documentTitle={t('dashboard.title')}
      description={t('dashboard.subtitle')}
    />
  );
}

function AccountStatus() {
  const user = useDeferredValue(useMe().data?.user);
  return user ? <AccountStatusCard user={user} /> : <Skeleton h={150} radius="lg" />;
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
      <DashboardHeader />
      <Stack gap="lg">
        <SalesOverview />
        <AccountStatus />
        <RecentOrders />
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
