import { Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import type { AdminRecoveryBalanceRow } from '@repasse/core/contract/recovery';
import { IconHeartHandshake } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { CardList } from '../panel-ui/card-list.tsx';
import { SellerLink } from './seller-link.tsx';

type RecoveryBalancesCardsProps = {
  rows: AdminRecoveryBalanceRow[] | undefined;
  loading: boolean;
  searching: boolean;
};

/** The recovery balances on phones: one card per seller. */
export function RecoveryBalancesCards({ rows, loading, searching }: RecoveryBalancesCardsProps) {
  const { t } = useTranslation();
  const formatMoney = useFormatMoney();
  return (
    <CardList
      rows={rows}
      loading={loading}
      label={t('adminRecovery.tableLabel')}
      skeletonHeight={112}
      empty={{
        icon: <IconHeartHandshake size={24} aria-hidden />,
        title: t(searching ? 'adminRecovery.emptySearch' : 'adminRecovery.empty'),
      }}
    >
      {(row) => (
        <Paper component="li" key={row.sellerId} withBorder radius="md" p="sm">
          <Stack gap="xs">
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <SellerLink sellerId={row.sellerId} name={row.name} email={row.email} />
              <Text fw={700} size="sm" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(row.balance)}
              </Text>
            </Group>
            <SimpleGrid cols={2} spacing="xs" verticalSpacing={2}>
              <Text size="xs" c="dimmed">
                {t('adminRecovery.columns.toppedUp')}
              </Text>
              <Text size="xs" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(row.toppedUp)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('adminRecovery.columns.spent')}
              </Text>
              <Text size="xs" ta="right" style={{ fontVariantNumeric: 'tabular-nums' }}>
                {formatMoney(row.spent)}
              </Text>
              <Text size="xs" c="dimmed">
                {t('adminRecovery.columns.lastTopUp')}
              </Text>
              <Text size="xs" ta="right">
                {row.lastTopUpAt ? formatDateTime(row.lastTopUpAt) : t('adminRecovery.never')}
              </Text>
            </SimpleGrid>
          </Stack>
        </Paper>
      )}
    </CardList>
  );
}
