import { Stack, Table, Text } from '@mantine/core';
import type { Charge } from '@repasse/core/contract/charges';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { RecoveredBadge } from '../../shared/ui/recovered-badge.tsx';
import { TransactionStatusBadge } from '../../shared/ui/transaction-status-badge.tsx';
import { OrderIdLink, useOrderMethodText } from './order-cells.tsx';

type OrdersTableProps = {
  orders: Charge[];
  /** The table's accessible name; "Orders" unless the list is narrower (one buyer's orders). */
  label?: string;
  /** Off where every row has the same buyer. */
  showBuyer?: boolean;
};

/** The orders, one per row; the id opens the order. Scrolls sideways on narrow screens. */
export function OrdersTable({ orders, label, showBuyer = true }: OrdersTableProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const methodText = useOrderMethodText();
  return (
    <Table.ScrollContainer minWidth={showBuyer ? 760 : 680}>
      <Table striped highlightOnHover aria-label={label ?? t('orders.table.label')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('orders.table.order')}</Table.Th>
            <Table.Th>{t('orders.table.date')}</Table.Th>
            {showBuyer ? <Table.Th>{t('orders.table.buyer')}</Table.Th> : null}
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
                <OrderIdLink order={order} />
              </Table.Td>
              <Table.Td>
                <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(order.createdAt)}
                </Text>
              </Table.Td>
              {showBuyer ? (
                <Table.Td>
                  <Text size="sm">{order.customer.email}</Text>
                </Table.Td>
              ) : null}
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
