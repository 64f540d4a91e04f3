import { Alert, Button, Card, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useTranslation } from 'react-i18next';
import { useMe } from '../../shared/session/me-query.ts';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { AccountStatusCard } from './account-status-card.tsx';
import { RecentOrders } from './recent-orders.tsx';
import { SalesOverview } from './sales-overview.tsx';
import { ShortcutCards } from './shortcut-cards.tsx';

const firstName = (fullName: string) => fullName.trim().split(/\s+/)[0] ?? fullName;

export function DashboardScreen() {
  const { t } = useTranslation();
  const me = useMe();

  if (me.isPending) {
    return (
      <Stack gap="lg" aria-busy="true" role="status" aria-label={t('app.loading')}>
        <Stack gap={8}>
          <Skeleton h={30} w={260} />
          <Skeleton h={14} w={320} maw="100%" />
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }}>
          <Skeleton h={150} radius="lg" />
          <Skeleton h={150} radius="lg" />
          <Skeleton h={150} radius="lg" />
        </SimpleGrid>
      </Stack>
    );
  }

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

  const { user } = me.data;
  return (
    <>
      <PageHeader
        title={t('dashboard.greeting', { name: firstName(user.fullName) })}
        documentTitle={t('dashboard.title')}
        description={t('dashboard.subtitle')}
      />
      <Stack gap="lg">
        <SalesOverview />
        <AccountStatusCard user={user} />
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
