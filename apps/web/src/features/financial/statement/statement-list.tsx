import { Group, Stack, Text } from '@mantine/core';
import type { StatementLine } from '@repasse/core/contract/ledger';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { shortReference } from '../../../shared/money/ledger-reference.ts';
import { SignedAmount } from '../../../shared/ui/signed-amount.tsx';
import { AccountBadge } from './statement-line-parts.tsx';

type StatementListProps = { lines: StatementLine[] };

/** The statement on a phone: one block per line, the amount always in sight. */
export function StatementList({ lines }: StatementListProps) {
  const { t } = useTranslation();
  return (
    <Stack
      component="ul"
      gap={0}
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('statement.title')}
    >
      {lines.map((line) => (
        <Stack
          component="li"
          key={line.id}
          gap={4}
          py="sm"
          style={{ borderBottom: '1px solid var(--mantine-color-default-border)' }}
        >
          <Group justify="space-between" wrap="nowrap" gap="sm">
            <Text size="sm" fw={600}>
              {t(`statement.types.${line.type}`, { defaultValue: line.type })}
            </Text>
            <Text size="sm" fw={600}>
              <SignedAmount cents={line.amount} />
            </Text>
          </Group>
          <Group justify="space-between" wrap="nowrap" gap="sm" align="flex-start">
            <Text size="xs" c="dimmed" style={{ minWidth: 0 }}>
              {formatDateTime(line.createdAt)} ·{' '}
              <Text span inherit ff="monospace" title={line.reference}>
                {line.description ?? shortReference(line.reference).id}
              </Text>
            </Text>
            <AccountBadge account={line.account} />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
}
