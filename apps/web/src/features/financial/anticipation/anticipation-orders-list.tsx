import { Checkbox, Group, Stack, Text } from '@mantine/core';
import { dayIn } from '../../../shared/dates/platform-day.ts';
import { formatCalendarDate } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import type { AnticipationOrdersTableProps } from './anticipation-orders-table.tsx';
import { shortOrderId } from './short-order-id.ts';

/** The orders to choose from on a phone: every figure stays in sight, no sideways scrolling. */
export function AnticipationOrdersList({
  items,
  selected,
  onSelectedChange,
}: AnticipationOrdersTableProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  const allSelected = items.every((item) => selected.has(item.orderId));
  const toggle = (orderId: string, checked: boolean) => {
    const next = new Set(selected);
    if (checked) next.add(orderId);
    else next.delete(orderId);
    onSelectedChange(next);
  };
  return (
    <Stack gap="xs">
      <Checkbox
        label={t('anticipation.table.selectAll')}
        checked={allSelected}
        indeterminate={!allSelected && selected.size > 0}
        onChange={(event) =>
          onSelectedChange(
            event.currentTarget.checked ? new Set(items.map((item) => item.orderId)) : new Set(),
          )
        }
      />
      <Stack
        component="ul"
        gap={0}
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-label={t('anticipation.table.caption')}
      >
        {items.map((item) => {
          const short = shortOrderId(item.orderId);
          return (
            <Group
              component="li"
              key={item.orderId}
              gap="sm"
              wrap="nowrap"
              align="flex-start"
              py="xs"
              style={{ borderTop: '1px solid var(--mantine-color-default-border)' }}
            >
              <Checkbox
                mt={2}
                aria-label={t('anticipation.table.selectOrder', { order: short })}
                checked={selected.has(item.orderId)}
                onChange={(event) => toggle(item.orderId, event.currentTarget.checked)}
              />
              <Stack gap={2} style={{ flex: 1, minWidth: 0 }}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Text size="sm" ff="monospace" title={item.orderId}>
                    {short}
                  </Text>
                  <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                    {formatMoney(item.net)}
                  </Text>
                </Group>
                <Text size="xs" c="dimmed">
                  {t('anticipation.table.summary', {
                    date: formatCalendarDate(dayIn(new Date(item.releaseAt))),
                    count: item.days,
                    gross: formatMoney(item.gross),
                    fee: formatMoney(item.fee),
                  })}
                </Text>
              </Stack>
            </Group>
          );
        })}
      </Stack>
    </Stack>
  );
}
