import { Checkbox, Table, Text } from '@mantine/core';
import type { AnticipationSimulationResponse } from '@repasse/core/contract/fees';
import { dayIn } from '../../../shared/dates/platform-day.ts';
import { formatCalendarDate } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { shortOrderId } from './short-order-id.ts';

export type AnticipationOrdersTableProps = {
  items: AnticipationSimulationResponse['items'];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
};

/** Pending card orders with what anticipating each would cost; pick the ones to anticipate. */
export function AnticipationOrdersTable({
  items,
  selected,
  onSelectedChange,
}: AnticipationOrdersTableProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const allSelected = items.length > 0 && items.every((item) => selected.has(item.orderId));
  const someSelected = !allSelected && items.some((item) => selected.has(item.orderId));

  const toggle = (orderId: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(orderId);
    else next.delete(orderId);
    onSelectedChange(next);
  };

  const money = (cents: number) => (
    <Text span inherit style={{ fontVariantNumeric: 'tabular-nums' }}>
      {formatMoney(cents)}
    </Text>
  );

  return (
    <Table.ScrollContainer minWidth={560} type="native">
      <Table verticalSpacing="xs" highlightOnHover aria-label={t('anticipation.table.caption')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={40}>
              <Checkbox
                aria-label={t('anticipation.table.selectAll')}
                checked={allSelected}
                indeterminate={someSelected}
                onChange={(event) =>
                  onSelectedChange(
                    event.currentTarget.checked
                      ? new Set(items.map((item) => item.orderId))
                      : new Set(),
                  )
                }
              />
            </Table.Th>
            <Table.Th>{t('anticipation.table.order')}</Table.Th>
            <Table.Th>{t('anticipation.table.releaseDate')}</Table.Th>
            <Table.Th ta="right">{t('anticipation.table.days')}</Table.Th>
            <Table.Th ta="right">{t('anticipation.table.gross')}</Table.Th>
            <Table.Th ta="right">{t('anticipation.table.fee')}</Table.Th>
            <Table.Th ta="right">{t('anticipation.table.net')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {items.map((item) => {
            const short = shortOrderId(item.orderId);
            return (
              <Table.Tr key={item.orderId}>
                <Table.Td>
                  <Checkbox
                    aria-label={t('anticipation.table.selectOrder', { order: short })}
                    checked={selected.has(item.orderId)}
                    onChange={(event) => toggle(item.orderId, event.currentTarget.checked)}
                  />
                </Table.Td>
                <Table.Td>
                  <Text span ff="monospace" fz="sm" title={item.orderId}>
                    {short}
                  </Text>
                </Table.Td>
                <Table.Td>{formatCalendarDate(dayIn(new Date(item.releaseAt)))}</Table.Td>
                <Table.Td ta="right">{item.days}</Table.Td>
                <Table.Td ta="right">{money(item.gross)}</Table.Td>
                <Table.Td ta="right">{money(item.fee)}</Table.Td>
                <Table.Td ta="right">{money(item.net)}</Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
