import { Anchor, Group, Paper, Stack, Table, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { Charge } from '@repasse/core/contract/charges';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import {
  TestOrderBadge,
  TransactionStatusBadge,
} from '../../shared/ui/transaction-status-badge.tsx';

function useMethodText() {
  const { t } = useTranslation();
  return (order: Charge) =>
    order.method === 'card' && order.instalments > 1
      ? t('orders.methodWithInstalments', {
          method: t('orders.methods.card'),
          count: order.instalments,
        })
      : t(`orders.methods.${order.method}`);
}

function OrderLink({ order }: { order: Charge }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor
        component={Link}
        to={`/order?id=${order.id}`}
        ff="monospace"
        size="sm"
        aria-label={t('orders.table.open', { id: order.id.slice(0, 8) })}
      >
        {order.id.slice(0, 8)}
      </Anchor>
      {order.livemode ? null : <TestOrderBadge />}
    </Group>
  );
}

/** A buyer's orders, newest first; each opens /order. Cards on phones. */
export function ClientOrders({ orders }: { orders: Charge[] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const methodText = useMethodText();
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
                  <OrderLink order={order} />
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
  return (
    <Table.ScrollContainer minWidth={680}>
      <Table striped highlightOnHover aria-label={t('clients.detail.ordersLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.table.order')}</Table.Th>
            <Table.Th>{t('orders.table.date')}</Table.Th>
            <Table.Th>{t('orders.table.product')}</Table.Th>
            <Table.Th ta="right">{t('orders.table.value')}</Table.Th>
            <Table.Th>{t('orders.table.method')}</Table.Th>
            <Table.Th>{t('orders.table.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id}>
              <Table.Td>
                <OrderLink order={order} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(order.createdAt)}
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {order.description}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(order.amount)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{methodText(order)}</Table.Td>
              <Table.Td>
                <TransactionStatusBadge status={order.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
