import { Grid, NativeSelect, TextInput } from '@mantine/core';
import { businessModels, registrationSteps } from '@repasse/core/contract/auth';
import { countryInfo } from '@repasse/core/documents/country';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { OptionalLabel } from './optional-label.tsx';
import { StepActions } from './step-actions.tsx';
import { type StepFormProps, useStepForm } from './use-step-form.ts';

const half = { base: 12, sm: 6 } as const;

export function CompanyStep(props: StepFormProps) {
  const { t } = useTranslation();
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useStepForm(registrationSteps.company, props);
  const document = countryInfo[props.draft.nationality ?? 'BR'].companyDocument;
  const error = (field: keyof typeof errors) => fieldErrorText(t, errors[field]);

  return (
    <form onSubmit={handleSubmit(props.onNext)} noValidate>
      <Grid gap="md">
        <Grid.Col span={half}>
          <TextInput
            label={<OptionalLabel label={t(`register.documents.${document}`)} />}
            description={t('register.hints.companyDocument')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder={t(`register.documentPlaceholders.${document}`)}
            autoComplete="off"
            error={error('companyDocument')}
            {...register('companyDocument')}
          />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextInput
            label={t('register.fields.corporateName')}
            autoComplete="organization"
            error={error('corporateName')}
            {...register('corporateName')}
          />
        </Grid.Col>
        <Grid.Col span={half}>
          <TextInput
            label={t('register.fields.tradeName')}
            required
            error={error('tradeName')}
            {...register('tradeName')}
          />
        </Grid.Col>
        <Grid.Col span={half}>
          <NativeSelect
            label={t('register.fields.businessModel')}
            required
            data={[
              { value: '', label: t('common.select') },
              ...businessModels.map((model) => ({
                value: model,
                label: t(`register.businessModels.${model}`),
              })),
            ]}
            error={error('businessModel')}
            {...register('businessModel')}
          />
        </Grid.Col>
        <Grid.Col span={12}>
          <TextInput
            label={t('register.fields.websiteUrl')}
            description={t('register.hints.websiteUrl')}
            inputWrapperOrder={['label', 'input', 'description', 'error']}
            placeholder={t('register.placeholders.websiteUrl')}
            type="url"
            inputMode="url"
            required
            autoComplete="url"
            error={error('websiteUrl')}
            {...register('websiteUrl')}
          />
        </Grid.Col>
      </Grid>
      <StepActions onBack={props.onBack} />
    </form>
  );
}
