import { Grid, TextInput } from '@mantine/core';
import { registrationSteps } from '@repasse/core/contract/auth';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { OptionalLabel } from './optional-label.tsx';
import { StepActions } from './step-actions.tsx';
import { type StepFormProps, useStepForm } from './use-step-form.ts';

export function AddressStep(props: StepFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useStepForm(registrationSteps.address, props);
  const country = props.draft.nationality ?? 'BR';
  const error = (field: keyof typeof errors) => fieldErrorText(t, errors[field]);

  return (
    <form onSubmit={handleSubmit(props.onNext)} noValidate>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t(`register.postalCodeLabels.${country}`)}
            placeholder={t(`register.postalCodePlaceholders.${country}`)}
            inputMode={country === 'US' ? 'numeric' : 'text'}
            required
            autoComplete="postal-code"
            error={error('postalCode')}
            {...register('postalCode')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('register.fields.address')}
            required
            autoComplete="address-line1"
            error={error('address')}
            {...register('address')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 5, sm: 4 }}>
          <TextInput
            label={t('register.fields.number')}
            required
            error={error('number')}
            {...register('number')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 7, sm: 8 }}>
          <TextInput
            label={<OptionalLabel label={t('register.fields.complement')} />}
            autoComplete="address-line2"
            error={error('complement')}
            {...register('complement')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('register.fields.city')}
            required
            autoComplete="address-level2"
            error={error('city')}
            {...register('city')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('register.fields.state')}
            required
            autoComplete="address-level1"
            error={error('state')}
            {...register('state')}
          />
        </Grid.Col>
      </Grid>
      <StepActions onBack={props.onBack} />
    </form>
  );
}
