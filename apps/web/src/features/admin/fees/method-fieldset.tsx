import { Fieldset, NumberInput, SimpleGrid } from '@mantine/core';
import type { PaymentMethod } from '@repasse/core/fees/fee-profile';
import { Controller, get } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { PercentageInput } from '../../../shared/ui/percentage-input.tsx';
import type { FeeProfileFormApi } from './fee-form-values.ts';

type MethodFieldsetProps = {
  method: PaymentMethod;
  form: FeeProfileFormApi;
};

/** What one payment method costs the seller: fee, retention and when the money is released. */
export function MethodFieldset({ method, form }: MethodFieldsetProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = form;
  const error = (path: string) => fieldErrorText(t, get(errors, path));
  return (
    <Fieldset legend={t(`adminFees.methods.${method}`)} radius="md">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <PercentageInput
          label={t('adminFees.fields.percentage')}
          required
          error={error(`${method}.percentage`)}
          {...register(`${method}.percentage`)}
        />
        <MoneyInput
          label={t('adminFees.fields.fixed')}
          required
          error={error(`${method}.fixed`)}
          {...register(`${method}.fixed`)}
        />
        <PercentageInput
          label={t('adminFees.fields.retention')}
          required
          error={error(`retention.${method}`)}
          {...register(`retention.${method}`)}
        />
        <Controller
          control={control}
          name={`releaseDays.${method}`}
          render={({ field }) => (
            <NumberInput
              label={t('adminFees.fields.releaseDays')}
              required
              allowDecimal={false}
              allowNegative={false}
              clampBehavior="none"
              suffix={` ${t('adminFees.fields.daysSuffix')}`}
              error={error(`releaseDays.${method}`)}
              name={field.name}
              value={field.value}
              onChange={field.onChange}
              onBlur={field.onBlur}
              ref={field.ref}
            />
          )}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
