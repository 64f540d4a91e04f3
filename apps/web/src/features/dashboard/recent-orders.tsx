import { Anchor, Button, Card, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowRight, IconReceiptOff } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { LoadError } from '../../shared/ui/load-error.tsx';
import {
  TestOrderBadge,
  TransactionStatusBadge,
} from '../../shared/ui/transaction-status-badge.tsx';
import { ordersQueryOptions } from '../orders/api/orders.ts';

const shown = 5;
/**
 * The smallest page the API offers; only the first few are shown. Fresh for a few seconds: the
 * dashboard's route asks for it as the page loads (dashboard-screen.tsx), the list then reads it.
 */
export const recentOrdersQueryOptions = () => ({
  ...ordersQueryOptions({ page: 1, pageSize: '10' }),
  staleTime: 10_000,
});

/** The latest orders, each opening its detail; the whole list is one click away. */
export function RecentOrders() {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const orders = useQuery(recentOrdersQueryOptions());
  // Drawn in a background render React splits into short tasks (see dashboard-screen.tsx).
  const items = useDeferredValue(orders.data?.items);

  return (
    <Card component="section" aria-labelledby="recent-orders-title">
      <Group justify="space-between" mb="md">
        <Text id="recent-orders-title" component="h2" fz="lg" fw={700} m={0}>
          {t('dashboard.recent.title')}
        </Text>
        <Anchor component={Link} to="/orders" size="sm" fw={600}>
          <Group gap={4} wrap="nowrap">
            {t('dashboard.recent.all')}
            <IconArrowRight size={14} aria-hidden />
          </Group>
        </Anchor>
      </Group>
      {orders.isError ? (
        <LoadError
          title={t('dashboard.recent.loadError')}
          error={orders.error}
          onRetry={() => void orders.refetch()}
          retrying={orders.isFetching}
        />
      ) : !items ? (
        <Stack gap="xs" aria-busy="true" role="status" aria-label={t('app.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={44} />
          ))}
        </Stack>
      ) : items.length === 0 ? (
        <EmptyState
          py="lg"
          size="sm"
          icon={<IconReceiptOff size={24} stroke={1.5} aria-hidden />}
          title={t('dashboard.recent.empty')}
          description={t('dashboard.recent.emptyDescription')}
        >
          <EmptyState.Actions>
            <Button component={Link} to="/integrations?tab=products" variant="default" size="xs">
              {t('dashboard.recent.createProduct')}
            </Button>
          </EmptyState.Actions>
        </EmptyState>
      ) : (
        <Stack component="ul" gap={0} p={0} m={0} style={{ listStyle: 'none' }}>
          {items.slice(0, shown).map((order) => (
            <Group
              component="li"
              key={order.id}
              justify="space-between"
              wrap="nowrap"
              gap="sm"
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Stack gap={2} style={{ minWidth: 0 }}>
                <Anchor
                  component={Link}
                  to={`/order?id=${order.id}`}
                  size="sm"
                  fw={600}
                  lineClamp={1}
                >
                  {order.description}
                </Anchor>
                <Text size="xs" c="dimmed" lineClamp={1}>
                  {order.customer.name} · {formatDateTime(order.createdAt)}
                </Text>
              </Stack>
              <Stack gap={4} align="flex-end" style={{ flexShrink: 0 }}>
                <Text size="sm" fw={600} style={{ whiteSpace: 'nowrap' }}>
                  {money(order.amount)}
                </Text>
                <Group gap={4} wrap="nowrap">
                  {order.livemode ? null : <TestOrderBadge />}
                  <TransactionStatusBadge status={order.status} />
                </Group>
              </Stack>
            </Group>
          ))}
        </Stack>
      )}
    </Card>
  );
}
