import { Alert, Button, Fieldset, Grid, Group, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { FeeProfileBody } from '@repasse/core/contract/fees';
import { paymentMethods } from '@repasse/core/fees/fee-profile';
import { IconAlertCircle } from '@tabler/icons-react';
import { get, type Path, useForm } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { PercentageInput } from '../../../shared/ui/percentage-input.tsx';
import { useSaveFeeProfile } from './api/save-fee-profile.ts';
import { type FeeProfileFormValues, feeProfileResolver, fieldPaths } from './fee-form-values.ts';
import { InstalmentFeesFieldset } from './instalment-fees-fieldset.tsx';
import { MethodFieldset } from './method-fieldset.tsx';
import { UniqueIdField } from './unique-id-field.tsx';

type FeeProfileFormProps = {
  /** null creates a new profile. */
  profileId: string | null;
  initialValues: FeeProfileFormValues;
  onSaved: () => void;
  onCancel: () => void;
};

/** Every field of a fee profile, checked with the shared schema before it is sent. */
export function FeeProfileForm({
  profileId,
  initialValues,
  onSaved,
  onCancel,
}: FeeProfileFormProps) {
  const { t } = useTranslation();
  const save = useSaveFeeProfile();
  const form = useForm<FeeProfileFormValues, unknown, FeeProfileBody>({
    resolver: feeProfileResolver,
    defaultValues: initialValues,
  });
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const error = (path: string) => fieldErrorText(t, get(errors, path));

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: profileId, body },
      {
        onSuccess: (profile) => {
          notifications.show({
            color: 'teal',
            message: t('adminFees.saved', { id: profile.uniqueId }),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
          onSaved();
        },
        onError: (failure) =>
          applyServerFieldErrors(
            setError,
            failure,
            fieldPaths(initialValues) as Path<FeeProfileFormValues>[],
          ),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="fee-profile-form-title">
      <Stack gap="md">
        {save.error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
          >
            {save.error.message}
          </Alert>
        ) : null}
        <Fieldset legend={t('adminFees.sections.identification')} radius="md">
          <Grid gap="sm">
            <Grid.Col span={{ base: 12, sm: 7 }}>
              <UniqueIdField form={form} />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 5 }}>
              <TextInput
                label={t('adminFees.fields.referenceCode')}
                autoComplete="off"
                error={error('referenceCode')}
                {...register('referenceCode')}
              />
            </Grid.Col>
          </Grid>
        </Fieldset>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="md">
          {paymentMethods.map((method) => (
            <MethodFieldset key={method} method={method} form={form} />
          ))}
        </SimpleGrid>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          <Fieldset legend={t('adminFees.sections.anticipation')} radius="md">
            <PercentageInput
              label={t('adminFees.fields.anticipationFee')}
              description={t('adminFees.fields.anticipationFeeHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              error={error('anticipationFee')}
              {...register('anticipationFee')}
            />
          </Fieldset>
          <Fieldset legend={t('adminFees.sections.withdrawal')} radius="md">
            <MoneyInput
              label={t('adminFees.fields.withdrawalFee')}
              description={t('adminFees.fields.withdrawalFeeHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              error={error('withdrawalFee')}
              {...register('withdrawalFee')}
            />
          </Fieldset>
        </SimpleGrid>
        <InstalmentFeesFieldset form={form} />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={save.isPending}>
            {t('adminFees.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('adminFees.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
