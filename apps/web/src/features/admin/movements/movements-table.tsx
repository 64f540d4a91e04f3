import { Stack, Table, Text } from '@mantine/core';
import type { Movement } from '@repasse/core/contract/ledger';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { describeAccount, shortReference } from '../../../shared/money/ledger-reference.ts';
import { SignedAmount } from '../../../shared/ui/signed-amount.tsx';
import { OrderReferenceLink } from '../admin-order/order-reference-link.tsx';

type MovementsTableProps = { movements: Movement[] };

/** One row per posting: a transaction's postings sum to zero across its rows. */
export function MovementsTable({ movements }: MovementsTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={860} type="native">
      <Table verticalSpacing="sm" striped highlightOnHover aria-label={t('movements.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('movements.table.date')}</Table.Th>
            <Table.Th>{t('movements.table.transaction')}</Table.Th>
            <Table.Th>{t('movements.table.account')}</Table.Th>
            <Table.Th>{t('movements.table.seller')}</Table.Th>
            <Table.Th ta="right">{t('movements.table.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {movements.map((movement) => {
            const account = describeAccount(movement.account);
            const reference = shortReference(movement.reference);
            return (
              <Table.Tr key={movement.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(movement.createdAt)}
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {t(`statement.types.${movement.type}`, { defaultValue: movement.type })}
                    </Text>
                    <Text
                      size="xs"
                      c="dimmed"
                      ff="monospace"
                      title={`${movement.transactionId}\n${movement.reference}`}
                    >
                      {movement.transactionId.slice(0, 8).toUpperCase()} ·{' '}
                      <OrderReferenceLink reference={movement.reference}>
                        {reference.id}
                      </OrderReferenceLink>
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    {account.kind ? (
                      <Text size="sm">
                        {t(`statement.accounts.${account.kind}`, { defaultValue: account.kind })}
                      </Text>
                    ) : null}
                    <Text
                      size="xs"
                      c={account.kind ? 'dimmed' : undefined}
                      ff="monospace"
                      title={movement.account}
                    >
                      {account.short}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  {movement.seller ? (
                    <Text size="sm">{movement.seller.email}</Text>
                  ) : (
                    <Text size="sm" c="dimmed">
                      {t('movements.platform')}
                    </Text>
                  )}
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  <SignedAmount cents={movement.amount} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
