import { Group, Paper, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Charge } from '@repasse/core/contract/charges';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { TransactionStatusBadge } from '../../shared/ui/transaction-status-badge.tsx';
import { OrderIdLink, useOrderMethodText } from '../orders/order-cells.tsx';
import { OrdersTable } from '../orders/orders-table.tsx';

/** A buyer's orders, newest first; each opens /order. Cards on phones. */
export function ClientOrders({ orders }: { orders: Charge[] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const methodText = useOrderMethodText();
  const phone = useMediaQuery('(max-width: 47.99em)', false);

  if (phone) {
    return (
      <Stack
        gap="sm"
        component="ul"
        p={0}
        m={0}
        style={{ listStyle: 'none' }}
        aria-label={t('clients.detail.ordersLabel')}
      >
        {orders.map((order) => (
          <li key={order.id}>
            <Paper withBorder radius="md" p="sm">
              <Stack gap={6}>
                <Group justify="space-between" gap="xs">
                  <OrderIdLink order={order} />
                  <TransactionStatusBadge status={order.status} />
                </Group>
                <Text size="sm" lineClamp={2}>
                  {order.description}
                </Text>
                <Group justify="space-between" gap="xs">
                  <Text size="sm" fw={600}>
                    {money(order.amount)}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {methodText(order)} · {formatDateTime(order.createdAt)}
                  </Text>
                </Group>
              </Stack>
            </Paper>
          </li>
        ))}
      </Stack>
    );
  }
  return <OrdersTable orders={orders} label={t('clients.detail.ordersLabel')} showBuyer={false} />;
}
