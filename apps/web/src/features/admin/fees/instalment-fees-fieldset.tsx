import { Fieldset, SimpleGrid, Text } from '@mantine/core';
import { maxInstalments } from '@repasse/core/fees/fee-profile';
import { get } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PercentageInput } from '../../../shared/ui/percentage-input.tsx';
import type { FeeProfileFormApi } from './fee-form-values.ts';

type InstalmentFeesFieldsetProps = { form: FeeProfileFormApi };

const instalments = Array.from({ length: maxInstalments }, (_, index) => index);

/** Card instalment fees for 1x to 12x; a single instalment never has one (docs/money.md §3). */
export function InstalmentFeesFieldset({ form }: InstalmentFeesFieldsetProps) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  return (
    <Fieldset legend={t('adminFees.instalments.legend')} radius="md">
      <Text size="xs" c="dimmed" mb="sm">
        {t('adminFees.instalments.hint')}
      </Text>
      <SimpleGrid cols={{ base: 3, xs: 4, md: 6 }} spacing="xs" verticalSpacing="xs">
        {instalments.map((index) => (
          <PercentageInput
            key={index}
            size="xs"
            label={t('adminFees.instalments.count', { count: index + 1 })}
            readOnly={index === 0}
            variant={index === 0 ? 'filled' : 'default'}
            aria-describedby={index === 0 ? 'instalment-one-hint' : undefined}
            error={fieldErrorText(t, get(errors, `instalmentFees.${index}`))}
            {...register(`instalmentFees.${index}`)}
          />
        ))}
      </SimpleGrid>
      <Text id="instalment-one-hint" size="xs" c="dimmed" mt="xs">
        {t('adminFees.instalments.oneHint')}
      </Text>
    </Fieldset>
  );
}
