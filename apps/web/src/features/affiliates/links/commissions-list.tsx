import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Commission } from '@repasse/core/contract/affiliates';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { CommissionStatusBadge } from '../status-badges.tsx';

type CommissionsListProps = { rows: Commission[] };

/** The buyer as far as the producer shares them: a name, and an email only when shared. */
function Buyer({ buyer, end = false }: { buyer: Commission['buyer']; end?: boolean }) {
  return (
    <Stack gap={0} align={end ? 'flex-end' : undefined} style={{ minWidth: 0 }}>
      <Text size="sm" ta={end ? 'right' : undefined} style={{ overflowWrap: 'anywhere' }}>
        {buyer.name}
      </Text>
      {buyer.email ? (
        <Text
          size="xs"
          c="dimmed"
          ta={end ? 'right' : undefined}
          style={{ overflowWrap: 'anywhere' }}
        >
          {buyer.email}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The sales behind the commissions, newest first. */
export function CommissionsTable({ rows }: CommissionsListProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const amount = {
    ta: 'right',
    style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  } as const;
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table verticalSpacing="sm" striped aria-label={t('affiliates.commissions.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('affiliates.commissions.columns.date')}</Table.Th>
            <Table.Th>{t('affiliates.commissions.columns.product')}</Table.Th>
            <Table.Th>{t('affiliates.commissions.columns.buyer')}</Table.Th>
            <Table.Th ta="right">{t('affiliates.commissions.columns.amount')}</Table.Th>
            <Table.Th ta="right">{t('affiliates.commissions.columns.commission')}</Table.Th>
            <Table.Th ta="right">{t('affiliates.commissions.columns.reversed')}</Table.Th>
            <Table.Th>{t('affiliates.commissions.columns.status')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.chargeId} data-testid="commission-row">
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.paidAt ?? row.createdAt)}
              </Table.Td>
              <Table.Td miw={140} maw={220}>
                <Text size="sm" lineClamp={2}>
                  {row.product.name}
                </Text>
              </Table.Td>
              <Table.Td miw={180} maw={260}>
                <Buyer buyer={row.buyer} />
              </Table.Td>
              <Table.Td {...amount}>
                <Text size="sm">{money(row.amount)}</Text>
                <Text size="xs" c="dimmed">
                  {t(`orders.methods.${row.method}`, { defaultValue: row.method })}
                </Text>
              </Table.Td>
              <Table.Td {...amount} fw={600}>
                {money(row.commission)}
              </Table.Td>
              <Table.Td {...amount}>{row.reversed > 0 ? `− ${money(row.reversed)}` : '—'}</Table.Td>
              <Table.Td>
                <CommissionStatusBadge status={row.status} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The commissions on a phone: one card each, the commission and its status first. */
export function CommissionsCards({ rows }: CommissionsListProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('affiliates.commissions.tableLabel')}
    >
      {rows.map((row) => (
        <Paper
          component="li"
          key={row.chargeId}
          withBorder
          radius="md"
          p="sm"
          data-testid="commission-row"
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Stack gap={0} style={{ minWidth: 0 }}>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.product.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {formatDateTime(row.paidAt ?? row.createdAt)}
                </Text>
              </Stack>
              <CommissionStatusBadge status={row.status} />
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
              <Text size="xs" c="dimmed">
                {t('affiliates.commissions.columns.commission')}
              </Text>
              <Text size="sm" fw={700} ta="right">
                {money(row.commission)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('affiliates.commissions.columns.amount')}
              </Text>
              <Text size="xs" ta="right">
                {money(row.amount)} ·{' '}
                {t(`orders.methods.${row.method}`, { defaultValue: row.method })}
              </Text>
              {row.reversed > 0 ? (
                <>
                  <Text size="xs" c="dimmed">
                    {t('affiliates.commissions.columns.reversed')}
                  </Text>
                  <Text size="xs" ta="right">
                    − {money(row.reversed)}
                  </Text>
                </>
              ) : null}
              <Text size="xs" c="dimmed">
                {t('affiliates.commissions.columns.buyer')}
              </Text>
              <Buyer buyer={row.buyer} end />
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
