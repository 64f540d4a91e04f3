import { Stepper } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

export const topUpStages = ['amount', 'code', 'payment', 'confirmed'] as const;
export type TopUpStage = (typeof topUpStages)[number];

/** The four stages of SPEC §4's top-up; read-only (the flow moves on by itself). */
export function TopUpSteps({ active }: { active: TopUpStage }) {
  const { t } = useTranslation();
  // Four labels do not fit a phone's width: there only the current stage is named.
  const phone = useMediaQuery('(max-width: 47.99em)', false);
  const index = topUpStages.indexOf(active);
  // The last stage is a result, not something left to do: every step shows as done.
  const shown = active === 'confirmed' ? topUpStages.length : index;
  return (
    <Stepper
      active={shown}
      size="xs"
      iconSize={28}
      allowNextStepsSelect={false}
      aria-label={t('recovery.topUp.stageOf', { current: index + 1, total: topUpStages.length })}
      mb="md"
      styles={{ separator: { marginInline: 8, minWidth: 8 }, stepBody: { marginInlineStart: 8 } }}
    >
      {topUpStages.map((stage, stageIndex) => (
        <Stepper.Step
          key={stage}
          label={phone && stageIndex !== index ? undefined : t(`recovery.topUp.stages.${stage}`)}
          allowStepSelect={false}
          aria-current={stageIndex === index ? 'step' : undefined}
        />
      ))}
    </Stepper>
  );
}
