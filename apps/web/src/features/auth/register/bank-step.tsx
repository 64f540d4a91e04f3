import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { bankAccountTypes, registrationSteps } from '@repasse/core/contract/auth';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { StepActions } from './step-actions.tsx';
import { type StepFormProps, useStepForm } from './use-step-form.ts';

export function BankStep(props: StepFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useStepForm(registrationSteps.bank, props);
  const error = (field: keyof typeof errors) => fieldErrorText(t, errors[field]);

  return (
    <form onSubmit={handleSubmit(props.onNext)} noValidate>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 8 }}>
          <TextInput
            label={t('register.fields.bank')}
            description={t('register.hints.bank')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder={t('register.placeholders.bank')}
            required
            error={error('bank')}
            {...register('bank')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <NativeSelect
            label={t('register.fields.accountType')}
            required
            data={[
              { value: '', label: t('common.select') },
              ...bankAccountTypes.map((type) => ({
                value: type,
                label: t(`register.accountTypes.${type}`),
              })),
            ]}
            error={error('accountType')}
            {...register('accountType')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 4 }}>
          <TextInput
            label={t('register.fields.branch')}
            inputMode="numeric"
            required
            error={error('branch')}
            {...register('branch')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 8, sm: 5 }}>
          <TextInput
            label={t('register.fields.accountNumber')}
            inputMode="numeric"
            required
            error={error('accountNumber')}
            {...register('accountNumber')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 4, sm: 3 }}>
          <TextInput
            label={t('register.fields.accountCheckDigit')}
            required
            maxLength={2}
            error={error('accountCheckDigit')}
            {...register('accountCheckDigit')}
          />
        </Grid.Col>
      </Grid>
      <StepActions onBack={props.onBack} />
    </form>
  );
}
