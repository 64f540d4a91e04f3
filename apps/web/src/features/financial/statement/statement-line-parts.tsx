import { Badge } from '@mantine/core';
import type { StatementLine } from '@repasse/core/contract/ledger';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const accountColors: Record<string, string> = {
  available: 'teal',
  pending: 'yellow',
  reserve: 'grape',
  withdrawing: 'blue',
  recovery: 'cyan',
};

/** The balance a line moved, as a coloured badge. */
export function AccountBadge({ account }: Pick<StatementLine, 'account'>) {
  const { t } = useTranslation();
  return (
    <Badge
      variant="light"
      color={accountColors[account] ?? 'gray'}
      size="sm"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      {t(`statement.accounts.${account}`, { defaultValue: account })}
    </Badge>
  );
}
