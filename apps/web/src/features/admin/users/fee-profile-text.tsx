import { Text, Tooltip } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { FeeProfileCell } from './fee-profile-label.ts';

/** The fee profile column: a name, "Platform default", or why there is none to show. */
export function FeeProfileText({ cell }: { cell: FeeProfileCell }) {
  const { t } = useTranslation();
  if (cell.kind === 'profile') return <Text size="sm">{cell.label}</Text>;
  if (cell.kind === 'default')
    return (
      <Text size="sm" c="dimmed">
        {t('adminUsers.feeProfile.default')}
      </Text>
    );
  const label = t(
    cell.kind === 'unknown' ? 'adminUsers.feeProfile.unknown' : 'adminUsers.feeProfile.notReported',
  );
  return (
    <Tooltip label={label} openDelay={300}>
      <Text size="sm" c="dimmed" tabIndex={0} aria-label={label}>
        —
      </Text>
    </Tooltip>
  );
}
