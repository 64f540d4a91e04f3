import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { ProducerAffiliate } from '@repasse/core/contract/affiliates';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { AffiliationStatusBadge } from '../status-badges.tsx';
import { AffiliateActions } from './affiliate-actions.tsx';
import type { ReasonedAction } from './decision-modal.tsx';

export type ProducerListProps = {
  rows: ProducerAffiliate[];
  onAskReason: (affiliate: ProducerAffiliate, action: ReasonedAction) => void;
};

function Who({ row }: { row: ProducerAffiliate }) {
  return (
    <Stack gap={0} style={{ minWidth: 0 }}>
      <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
        {row.affiliate.name}
      </Text>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {row.affiliate.email}
      </Text>
    </Stack>
  );
}

function Status({ row }: { row: ProducerAffiliate }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <AffiliationStatusBadge status={row.status} />
      {row.reason ? (
        <Text size="xs" c="dimmed" maw={220} style={{ overflowWrap: 'anywhere' }}>
          {t('affiliates.reason', { reason: row.reason })}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The affiliates of the producer's products, with what each sold and was paid. */
export function ProducerTable({ rows, onAskReason }: ProducerListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useFormatMoney();
  const figure = {
    ta: 'right',
    style: { whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' },
  } as const;
  return (
    <Table.ScrollContainer minWidth={820} type="native">
      <Table verticalSpacing="sm" striped aria-label={t('affiliates.producer.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('affiliates.producer.columns.affiliate')}</Table.Th>
            <Table.Th>{t('affiliates.producer.columns.product')}</Table.Th>
            <Table.Th>{t('affiliates.producer.columns.status')}</Table.Th>
            <Table.Th ta="right">{t('affiliates.producer.columns.sales')}</Table.Th>
            <Table.Th ta="right">{t('affiliates.producer.columns.commissions')}</Table.Th>
            <Table.Th>{t('affiliates.producer.columns.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="producer-affiliate-row">
              <Table.Td miw={200} maw={260}>
                <Who row={row} />
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" lineClamp={2}>
                  {row.product.name}
                </Text>
                <Text size="xs" c="dimmed">
                  {t('affiliates.producer.requestedAt', { date: formatDateTime(row.requestedAt) })}
                </Text>
              </Table.Td>
              <Table.Td>
                <Status row={row} />
              </Table.Td>
              <Table.Td {...figure}>
                <Text size="sm">{row.sales.toLocaleString(locale)}</Text>
                <Text size="xs" c="dimmed">
                  {money(row.volume)}
                </Text>
              </Table.Td>
              <Table.Td {...figure}>{money(row.commissions)}</Table.Td>
              <Table.Td>
                <AffiliateActions
                  affiliate={row}
                  onAskReason={(action) => onAskReason(row, action)}
                />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The affiliates on a phone: one card each. */
export function ProducerCards({ rows, onAskReason }: ProducerListProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const money = useFormatMoney();
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('affiliates.producer.tableLabel')}
    >
      {rows.map((row) => (
        <Paper
          component="li"
          key={row.id}
          withBorder
          radius="md"
          p="sm"
          data-testid="producer-affiliate-row"
        >
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="wrap">
              <Who row={row} />
              <AffiliationStatusBadge status={row.status} />
            </Group>
            {row.reason ? (
              <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {t('affiliates.reason', { reason: row.reason })}
              </Text>
            ) : null}
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
              <Text size="xs" c="dimmed">
                {t('affiliates.producer.columns.product')}
              </Text>
              <Text size="xs" ta="right" style={{ overflowWrap: 'anywhere' }}>
                {row.product.name}
              </Text>
              <Text size="xs" c="dimmed">
                {t('affiliates.producer.columns.requested')}
              </Text>
              <Text size="xs" ta="right">
                {formatDateTime(row.requestedAt)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('affiliates.producer.columns.sales')}
              </Text>
              <Text size="xs" ta="right">
                {row.sales.toLocaleString(locale)} · {money(row.volume)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('affiliates.producer.columns.commissions')}
              </Text>
              <Text size="xs" ta="right" fw={600}>
                {money(row.commissions)}
              </Text>
            </SimpleGrid>
            <AffiliateActions affiliate={row} onAskReason={(action) => onAskReason(row, action)} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
