import { Anchor, Group, Table, Text } from '@mantine/core';
import type { Charge } from '@repasse/core/contract/charges';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import {
  TestOrderBadge,
  TransactionStatusBadge,
} from '../../shared/ui/transaction-status-badge.tsx';

/** The orders, one per row; the id opens the order. Scrolls sideways on narrow screens. */
export function OrdersTable({ orders }: { orders: Charge[] }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Table.ScrollContainer minWidth={760}>
      <Table striped highlightOnHover aria-label={t('orders.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.table.order')}</Table.Th>
            <Table.Th>{t('orders.table.date')}</Table.Th>
            <Table.Th>{t('orders.table.buyer')}</Table.Th>
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
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(order.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm">{order.customer.email}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={1}>
                  {order.description}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(order.amount)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {order.method === 'card' && order.instalments > 1
                  ? t('orders.methodWithInstalments', {
                      method: t(`orders.methods.${order.method}`),
                      count: order.instalments,
                    })
                  : t(`orders.methods.${order.method}`)}
              </Table.Td>
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
