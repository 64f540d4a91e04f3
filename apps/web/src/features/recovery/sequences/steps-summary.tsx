import { Group, Text } from '@mantine/core';
import { useFormContext, useWatch } from 'react-hook-form';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { RecoveryChannelLabel } from '../../../shared/ui/recovery-channel.tsx';
import { delayText } from './delay-text.ts';
import { delayMinutes } from './delay-units.ts';
import type { SequenceFormValues } from './sequence-form-values.ts';

/** The steps at a glance, as they stand in the editor: channel and wait of each. */
export function StepsSummary() {
  const { t } = useTranslation();
  const { control } = useFormContext<SequenceFormValues>();
  const steps = useWatch({ control, name: 'steps' }) ?? [];
  return (
    <Group
      component="ol"
      gap="xs"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={t('recoveryOutreach.sequences.summary')}
    >
      {steps.map((step, index) => {
        const minutes = delayMinutes(step.delayValue, step.delayUnit);
        return (
          // biome-ignore lint/suspicious/noArrayIndexKey: a summary of the steps in their order
          <Group component="li" key={index} gap={6} wrap="nowrap">
            <Text size="xs" c="dimmed" fw={700}>
              {index + 1}.
            </Text>
            <RecoveryChannelLabel channel={step.channel} size="xs" />
            <Text size="xs" c="dimmed">
              {minutes === undefined ? '—' : delayText(t, minutes)}
            </Text>
          </Group>
        );
      })}
    </Group>
  );
}
