import { Alert, Button, Group, Text } from '@mantine/core';
import { IconPlayerPause, IconPlus } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useRecoveryPause } from '../api/pause.ts';

/**
 * Outreach waits for money: said above everything else on the screen, with the way out. A failed
 * read says nothing (the balance card has its own error and retry).
 */
export function PauseAlert({ onTopUp }: { onTopUp: () => void }) {
  const { t } = useTranslation();
  const pause = useRecoveryPause();
  const pausedSince = pause.data?.pausedSince;
  if (!pausedSince) return null;
  return (
    <Alert
      color="orange"
      variant="light"
      role="alert"
      icon={<IconPlayerPause size={20} aria-hidden />}
      title={t('recoveryOutreach.pause.title')}
      data-testid="recovery-pause-alert"
    >
      <Group justify="space-between" align="center" gap="sm">
        <Text size="sm" maw={640}>
          {t('recoveryOutreach.pause.description', {
            date: formatDateTime(pausedSince),
            count: pause.data?.waitingRuns ?? 0,
          })}
        </Text>
        <Button leftSection={<IconPlus size={16} aria-hidden />} onClick={onTopUp}>
          {t('recoveryOutreach.pause.topUp')}
        </Button>
      </Group>
    </Alert>
  );
}
