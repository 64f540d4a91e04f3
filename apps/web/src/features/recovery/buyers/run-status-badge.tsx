import { Stack, Text } from '@mantine/core';
import type { RecoveryRun } from '@repasse/core/contract/recovery-outreach';
import type { RecoveryRunStatus } from '@repasse/core/states/recovery';
import {
  IconCircleCheck,
  IconPlayerPause,
  IconPlayerPlay,
  IconPlayerStop,
} from '@tabler/icons-react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { StatusBadge, type StatusLook } from '../../../shared/ui/status-badge.tsx';

const look = {
  active: { color: 'blue', icon: IconPlayerPlay },
  paused: { color: 'orange', icon: IconPlayerPause },
  completed: { color: 'gray', icon: IconCircleCheck },
  stopped: { color: 'gray', icon: IconPlayerStop },
} as const satisfies Record<RecoveryRunStatus, StatusLook>;

/** Where a buyer is in their sequence, and why it stopped when it did. */
export function RunStatus({ run }: { run: Pick<RecoveryRun, 'status' | 'stopReason'> }) {
  const { t } = useTranslation();
  return (
    <Stack gap={2} align="flex-start">
      <StatusBadge look={look[run.status]} size="sm">
        {t(`recoveryOutreach.runStatus.${run.status}`)}
      </StatusBadge>
      {run.stopReason ? (
        <Text size="xs" c="dimmed">
          {t(`recoveryOutreach.stopReasons.${run.stopReason}`)}
        </Text>
      ) : null}
    </Stack>
  );
}
