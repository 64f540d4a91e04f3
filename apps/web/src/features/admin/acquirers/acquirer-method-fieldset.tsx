import { Fieldset, SimpleGrid } from '@mantine/core';
import type { RoutedMethod } from '@repasse/core/contract/acquirers';
import { get } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { PercentageInput } from '../../../shared/ui/percentage-input.tsx';
import type { AcquirerFormApi } from './acquirer-form-values.ts';

type AcquirerMethodFieldsetProps = {
  method: RoutedMethod;
  form: AcquirerFormApi;
};

/** What the acquirer charges the platform for one method, and the share it holds back. */
export function AcquirerMethodFieldset({ method, form }: AcquirerMethodFieldsetProps) {
  const { t } = useTranslation();
  const {
    register,
    formState: { errors },
  } = form;
  const error = (path: string) => fieldErrorText(t, get(errors, path));
  return (
    <Fieldset legend={t(`acquirers.methods.${method}`)} radius="md">
      <SimpleGrid cols={2} spacing="sm" verticalSpacing="sm">
        <PercentageInput
          label={t('acquirers.fields.percentage')}
          required
          error={error(`fees.${method}.percentage`)}
          {...register(`fees.${method}.percentage`)}
        />
        <MoneyInput
          label={t('acquirers.fields.fixed')}
          required
          error={error(`fees.${method}.fixed`)}
          {...register(`fees.${method}.fixed`)}
        />
        <PercentageInput
          label={t('acquirers.fields.retention')}
          required
          error={error(`retention.${method}`)}
          {...register(`retention.${method}`)}
        />
      </SimpleGrid>
    </Fieldset>
  );
}
