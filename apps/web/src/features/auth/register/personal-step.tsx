import { Grid, Group, NativeSelect, TextInput } from '@mantine/core';
import { registrationSteps } from '@repasse/core/contract/auth';
import { type Country, countries, countryInfo } from '@repasse/core/documents/country';
import { useWatch } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { PasswordField } from '../../../shared/ui/password-field.tsx';
import { StepActions } from './step-actions.tsx';
import { type StepFormProps, useStepForm } from './use-step-form.ts';

export function PersonalStep(props: StepFormProps) {
  const { t } = useTranslation();
  const form = useStepForm(registrationSteps.personal, props);
  const {
    register,
    handleSubmit,
    setValue,
    control,
    formState: { errors },
  } = form;
  const nationality = (useWatch({ control, name: 'nationality' }) ?? 'BR') as Country;
  const document = countryInfo[nationality]?.personDocument ?? 'cpf';
  const error = (field: keyof typeof errors) => fieldErrorText(t, errors[field]);

  return (
    <form onSubmit={handleSubmit(props.onNext)} noValidate>
      <Grid gap="md">
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <NativeSelect
            label={t('register.fields.nationality')}
            required
            data={countries.map((country) => ({
              value: country,
              label: t(`register.countries.${country}`),
            }))}
            error={error('nationality')}
            {...register('nationality', {
              onChange: (event: { target: { value: Country } }) => {
                const dialCode = countryInfo[event.target.value]?.dialCode;
                if (dialCode) setValue('phoneCountryCode', dialCode);
              },
            })}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t(`register.documents.${document}`)}
            placeholder={t(`register.documentPlaceholders.${document}`)}
            required
            autoComplete="off"
            inputMode={nationality === 'BR' ? 'numeric' : undefined}
            error={error('personDocument')}
            {...register('personDocument')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={t('register.fields.fullName')}
            required
            autoComplete="name"
            error={error('fullName')}
            {...register('fullName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('register.fields.motherName')}
            required
            autoComplete="off"
            error={error('motherName')}
            {...register('motherName')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('register.fields.birthDate')}
            type="date"
            required
            autoComplete="bday"
            error={error('birthDate')}
            {...register('birthDate')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <TextInput
            label={t('register.fields.email')}
            placeholder={t('register.placeholders.email')}
            type="email"
            inputMode="email"
            required
            autoComplete="email"
            error={error('email')}
            {...register('email')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <Group gap="xs" align="flex-start" wrap="nowrap">
            <NativeSelect
              label={t('register.fields.phoneCountryCode')}
              w={124}
              data={countries.map((country) => ({
                value: countryInfo[country].dialCode,
                label: `${country} ${countryInfo[country].dialCode}`,
              }))}
              error={error('phoneCountryCode')}
              {...register('phoneCountryCode')}
            />
            <TextInput
              label={t('register.fields.phoneNumber')}
              type="tel"
              inputMode="tel"
              required
              autoComplete="tel-national"
              style={{ flex: 1 }}
              error={error('phoneNumber')}
              {...register('phoneNumber')}
            />
          </Group>
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PasswordField
            label={t('register.fields.password')}
            description={t('register.hints.password')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            required
            autoComplete="new-password"
            error={error('password')}
            {...register('password')}
          />
        </Grid.Col>
        <Grid.Col span={{ base: 12, sm: 6 }}>
          <PasswordField
            label={t('register.fields.passwordConfirmation')}
            required
            autoComplete="new-password"
            error={error('passwordConfirmation')}
            {...register('passwordConfirmation')}
          />
        </Grid.Col>
      </Grid>
      <StepActions onBack={props.onBack} />
    </form>
  );
}
