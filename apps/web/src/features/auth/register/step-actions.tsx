import { Button, Group } from '@mantine/core';
import { IconArrowLeft, IconArrowRight } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type StepActionsProps = { onBack?: () => void; submitLabel?: ReactNode; loading?: boolean };

export function StepActions({ onBack, submitLabel, loading }: StepActionsProps) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" mt="xl" gap="sm">
      {onBack ? (
        <Button
          variant="default"
          onClick={onBack}
          leftSection={<IconArrowLeft size={16} aria-hidden />}
        >
          {t('common.back')}
        </Button>
      ) : (
        <span />
      )}
      <Button
        type="submit"
        loading={loading}
        rightSection={submitLabel ? null : <IconArrowRight size={16} aria-hidden />}
      >
        {submitLabel ?? t('common.next')}
      </Button>
    </Group>
  );
}
