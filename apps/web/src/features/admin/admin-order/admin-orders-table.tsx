import { Anchor, Stack, Table, Text } from '@mantine/core';
import type { AdminCharge } from '@repasse/core/contract/charges';
import { Link } from 'react-router';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { RecoveredBadge } from '../../../shared/ui/recovered-badge.tsx';
import { TransactionStatusBadge } from '../../../shared/ui/transaction-status-badge.tsx';
import { OrderIdLink, useOrderMethodText } from '../../orders/order-cells.tsx';
import { sellerDrawerHref } from '../analytics/ranking-links.ts';

type AdminOrdersTableProps = {
  orders: AdminCharge[];
  /** Off when every row has the same seller (a seller's or a product's list). */
  showSeller: boolean;
};

/** Any seller's orders, one per row; the id opens the order. Scrolls sideways on narrow screens. */
export function AdminOrdersTable({ orders, showSeller }: AdminOrdersTableProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const methodText = useOrderMethodText();
  return (
    <Table.ScrollContainer minWidth={showSeller ? 900 : 760}>
      <Table striped highlightOnHover aria-label={t('adminOrder.list.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.table.order')}</Table.Th>
            <Table.Th>{t('orders.table.date')}</Table.Th>
            {showSeller ? <Table.Th>{t('adminOrder.seller')}</Table.Th> : null}
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
                <OrderIdLink order={order} to={`/admin-order?id=${order.id}`} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(order.createdAt)}
                </Text>
              </Table.Td>
              {showSeller ? (
                <Table.Td>
                  <Anchor component={Link} to={sellerDrawerHref(order.seller.id)} size="sm">
                    {order.seller.fullName || order.seller.email}
                  </Anchor>
                </Table.Td>
              ) : null}
              <Table.Td>
                <Text size="sm">{order.customer.email}</Text>
              </Table.Td>
              <Table.Td>
                <Text size="sm" lineClamp={2}>
                  {order.description}
                </Text>
              </Table.Td>
              <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                {money(order.amount)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{methodText(order)}</Table.Td>
              {/* A badge shrinks to an ellipsis: its cell keeps room for the longest status. */}
              <Table.Td miw={112}>
                <Stack gap={4} align="flex-start">
                  <TransactionStatusBadge status={order.status} />
                  {order.recovered ? <RecoveredBadge /> : null}
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
