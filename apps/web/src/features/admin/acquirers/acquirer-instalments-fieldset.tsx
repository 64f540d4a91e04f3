import { Fieldset, NumberInput, SimpleGrid, Text } from '@mantine/core';
import { Controller, get } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PercentageInput } from '../../../shared/ui/percentage-input.tsx';
import type { AcquirerFormApi } from './acquirer-form-values.ts';

const instalments = Array.from({ length: 12 }, (_, index) => index);

/** How many card instalments the acquirer takes, and what each count costs the platform. */
export function AcquirerInstalmentsFieldset({ form }: { form: AcquirerFormApi }) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  return (
    <Fieldset legend={t('acquirers.instalments.legend')} radius="md">
      <Controller
        control={control}
        name="maxInstalments"
        render={({ field }) => (
          <NumberInput
            label={t('acquirers.fields.maxInstalments')}
            description={t('acquirers.fields.maxInstalmentsHint')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            min={1}
            max={12}
            allowDecimal={false}
            allowNegative={false}
            clampBehavior="none"
            maw={300}
            mb="md"
            error={fieldErrorText(t, get(errors, 'maxInstalments'))}
            name={field.name}
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            ref={field.ref}
          />
        )}
      />
      <Text size="xs" c="dimmed" mb="sm">
        {t('acquirers.instalments.hint')}
      </Text>
      <SimpleGrid cols={{ base: 3, xs: 4, md: 6 }} spacing="xs" verticalSpacing="xs">
        {instalments.map((index) => (
          <PercentageInput
            key={index}
            size="xs"
            label={t('acquirers.instalments.count', { count: index + 1 })}
            readOnly={index === 0}
            variant={index === 0 ? 'filled' : 'default'}
            aria-describedby={index === 0 ? 'acquirer-instalment-one-hint' : undefined}
            error={fieldErrorText(t, get(errors, `fees.instalments.${index}`))}
            {...register(`fees.instalments.${index}`)}
          />
        ))}
      </SimpleGrid>
      <Text id="acquirer-instalment-one-hint" size="xs" c="dimmed" mt="xs">
        {t('acquirers.instalments.oneHint')}
      </Text>
    </Fieldset>
  );
}
