import { Alert, Anchor, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { formatDocument } from '../../shared/i18n/format-document.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import { PageHeader } from '../../shared/ui/page-header.tsx';
import { useClientOrders, useClientSummary } from './api/clients.ts';
import { ClientOrders } from './client-orders.tsx';

function Stat({ label, value }: { label: string; value: string }) {
  return (
    <Card padding="md">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text size="lg" fw={700} mt={4}>
        {value}
      </Text>
    </Card>
  );
}

/** /client?document=…: one buyer's totals (paid orders) and every order they made. */
export function ClientScreen() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const [params] = useSearchParams();
  const document = (params.get('document') ?? '').replace(/[^0-9A-Za-z]/g, '').toUpperCase();
  const summary = useClientSummary(document);
  const orders = useClientOrders(document);

  const back = (
    <Anchor component={Link} to="/clients" size="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} aria-hidden />
        {t('clients.detail.back')}
      </Group>
    </Anchor>
  );
  if (!document) return <Alert color="red">{t('clients.detail.missing')}</Alert>;
  if (summary.isPending || orders.isPending) {
    return (
      <Stack role="status" aria-label={t('app.loading')}>
        <Skeleton h={36} w={260} />
        <SimpleGrid cols={{ base: 2, md: 4 }}>
          {[0, 1, 2, 3].map((key) => (
            <Skeleton key={key} h={80} />
          ))}
        </SimpleGrid>
        <Skeleton h={240} />
      </Stack>
    );
  }
  if (summary.isError || orders.isError) {
    const failed = summary.isError ? summary : orders;
    return (
      <Stack>
        {back}
        <LoadError
          title={t('clients.detail.loadError')}
          error={failed.error}
          onRetry={() => {
            void summary.refetch();
            void orders.refetch();
          }}
          retrying={summary.isFetching || orders.isFetching}
        />
      </Stack>
    );
  }

  const latest = orders.data.items[0];
  const name = summary.data?.name ?? latest?.customer.name;
  const email = summary.data?.email ?? latest?.customer.email;
  const formatted = formatDocument('BR', document);
  return (
    <>
      {back}
      <PageHeader
        title={name ?? formatted}
        documentTitle={t('clients.detail.documentTitle', { name: name ?? formatted })}
        description={[email, formatted].filter(Boolean).join(' · ')}
      />
      <Stack gap="lg">
        <SimpleGrid cols={{ base: 2, md: 4 }} spacing="md">
          <Stat label={t('clients.table.orders')} value={String(summary.data?.orders ?? 0)} />
          <Stat label={t('clients.table.total')} value={money(summary.data?.totalValue ?? 0)} />
          <Stat
            label={t('clients.table.averageTicket')}
            value={money(summary.data?.averageTicket ?? 0)}
          />
          <Stat
            label={t('clients.table.lastPurchase')}
            value={formatDateTime(summary.data?.lastPurchase) || '—'}
          />
        </SimpleGrid>
        <Card component="section" aria-labelledby="client-orders">
          <Text id="client-orders" component="h2" fw={700} m={0} mb="xs">
            {t('clients.detail.orders')}
          </Text>
          <Text size="sm" c="dimmed" mb="md">
            {t('clients.detail.ordersHint')}
          </Text>
          {orders.data.items.length === 0 ? (
            <Text size="sm" c="dimmed">
              {t('clients.detail.noOrders')}
            </Text>
          ) : (
            <ClientOrders orders={orders.data.items} />
          )}
        </Card>
      </Stack>
    </>
  );
}
