import { Group, Paper, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import type { Referrals } from '@repasse/core/contract/affiliates';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../shared/money/use-format-money.ts';
import { ReferredStatusBadge } from './referred-status-badge.tsx';

type ReferredListProps = { rows: Referrals['referred'] };

/** The sellers who registered through the caller's link, newest first. */
export function ReferredTable({ rows }: ReferredListProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Table.ScrollContainer minWidth={640} type="native">
      <Table verticalSpacing="sm" striped aria-label={t('referrals.referred.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('referrals.referred.columns.seller')}</Table.Th>
            <Table.Th>{t('referrals.referred.columns.status')}</Table.Th>
            <Table.Th>{t('referrals.referred.columns.registered')}</Table.Th>
            <Table.Th>{t('referrals.referred.columns.earnsUntil')}</Table.Th>
            <Table.Th ta="right">{t('referrals.referred.columns.earned')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.id} data-testid="referred-row">
              <Table.Td>
                <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                  {row.name}
                </Text>
              </Table.Td>
              <Table.Td>
                <ReferredStatusBadge status={row.status} />
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {formatDateTime(row.registeredAt)}
              </Table.Td>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(row.earnsUntil)}</Table.Td>
              <Table.Td ta="right" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
                {money(row.earned)}
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The referred sellers on a phone: one card each. */
export function ReferredCards({ rows }: ReferredListProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Stack
      component="ul"
      gap="sm"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('referrals.referred.tableLabel')}
    >
      {rows.map((row) => (
        <Paper component="li" key={row.id} withBorder radius="md" p="sm" data-testid="referred-row">
          <Stack gap="xs">
            <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
              <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
                {row.name}
              </Text>
              <ReferredStatusBadge status={row.status} />
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={4}>
              <Text size="xs" c="dimmed">
                {t('referrals.referred.columns.registered')}
              </Text>
              <Text size="xs" ta="right">
                {formatDateTime(row.registeredAt)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('referrals.referred.columns.earnsUntil')}
              </Text>
              <Text size="xs" ta="right">
                {formatDateTime(row.earnsUntil)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('referrals.referred.columns.earned')}
              </Text>
              <Text size="sm" ta="right" fw={700}>
                {money(row.earned)}
              </Text>
            </SimpleGrid>
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
