import { Stack, Table, Text } from '@mantine/core';
import type { StatementLine } from '@repasse/core/contract/ledger';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { shortReference } from '../../../shared/money/ledger-reference.ts';
import { SignedAmount } from '../../../shared/ui/signed-amount.tsx';
import { AccountBadge } from './statement-line-parts.tsx';

type StatementTableProps = { lines: StatementLine[] };

/** Ledger lines, newest first, with signed amounts (credits +, debits −). */
export function StatementTable({ lines }: StatementTableProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={600} type="native">
      <Table verticalSpacing="sm" striped highlightOnHover aria-label={t('statement.title')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('statement.table.date')}</Table.Th>
            <Table.Th>{t('statement.table.movement')}</Table.Th>
            <Table.Th>{t('statement.table.account')}</Table.Th>
            <Table.Th ta="right">{t('statement.table.amount')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => {
            const reference = shortReference(line.reference);
            return (
              <Table.Tr key={line.id}>
                <Table.Td style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(line.createdAt)}
                </Table.Td>
                <Table.Td>
                  <Stack gap={0}>
                    <Text size="sm" fw={500}>
                      {t(`statement.types.${line.type}`, { defaultValue: line.type })}
                    </Text>
                    <Text size="xs" c="dimmed" ff="monospace" title={line.reference}>
                      {line.description ?? reference.id}
                    </Text>
                  </Stack>
                </Table.Td>
                <Table.Td>
                  <AccountBadge account={line.account} />
                </Table.Td>
                <Table.Td ta="right" fw={600}>
                  <SignedAmount cents={line.amount} />
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
