import { Table, Text } from '@mantine/core';
import type { RecoveryRun } from '@repasse/core/contract/recovery-outreach';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import {
  BuyerContact,
  NextStep,
  RecoveredOrder,
  RecoveryLinkCopy,
  RunMessages,
} from './run-cells.tsx';
import { RunStatus } from './run-status-badge.tsx';

export type RunsListProps = { rows: RecoveryRun[]; onOpenMessages: (run: RecoveryRun) => void };

/** The buyers in a sequence, newest first. */
export function RunsTable({ rows, onOpenMessages }: RunsListProps) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (
    <Table.ScrollContainer minWidth={920} type="native">
      <Table verticalSpacing="sm" striped aria-label={t('recoveryOutreach.buyers.tableLabel')}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('recoveryOutreach.buyers.columns.buyer')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.buyers.columns.event')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.buyers.columns.product')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.buyers.columns.status')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.buyers.columns.messages')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.buyers.columns.link')}</Table.Th>
            <Table.Th>{t('recoveryOutreach.buyers.columns.recovered')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((run) => (
            <Table.Tr key={run.id} data-testid="recovery-run-row">
              <Table.Td maw={240}>
                <BuyerContact run={run} />
              </Table.Td>
              <Table.Td>
                <Text size="sm">{t(`recoveryOutreach.events.${run.event}.title`)}</Text>
                <Text size="xs" c="dimmed" style={{ whiteSpace: 'nowrap' }}>
                  {formatDateTime(run.createdAt)}
                </Text>
              </Table.Td>
              <Table.Td maw={220}>
                <Text size="sm" lineClamp={2}>
                  {run.productName}
                </Text>
                <Text size="xs" c="dimmed" style={{ fontVariantNumeric: 'tabular-nums' }}>
                  {money(run.amount)}
                </Text>
              </Table.Td>
              <Table.Td>
                <RunStatus run={run} />
              </Table.Td>
              <Table.Td>
                <RunMessages run={run} onOpen={() => onOpenMessages(run)} />
                <NextStep run={run} />
              </Table.Td>
              <Table.Td>
                <RecoveryLinkCopy run={run} />
              </Table.Td>
              <Table.Td>
                <RecoveredOrder run={run} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
