import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, NativeSelect, Stack, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Account, updateProfileSchema } from '@repasse/core/contract/account';
import { businessModels } from '@repasse/core/contract/auth';
import { countries, countryInfo } from '@repasse/core/documents/country';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorText } from '../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../shared/ui/responsive-modal.tsx';
import { useUpdateProfile } from './api/update-profile.ts';
import { DialogActions } from './dialog-actions.tsx';
import { FormFailure } from './form-failure.tsx';
import { type ProfileSection, profileSectionFields, profileValues } from './profile-values.ts';

type ProfileDialogProps = {
  section: ProfileSection | null;
  account: Account;
  onClose: () => void;
};

/** Edits contact, company or address data (no password: nothing here moves money). */
export function ProfileDialog({ section, account, onClose }: ProfileDialogProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal
      opened={section !== null}
      onClose={onClose}
      title={section ? t(`account.dialogs.${section}`) : ''}
      size="lg"
    >
      {section ? (
        <ProfileForm key={section} section={section} account={account} onDone={onClose} />
      ) : null}
    </ResponsiveModal>
  );
}

type ProfileFormProps = { section: ProfileSection; account: Account; onDone: () => void };

function ProfileForm({ section, account, onDone }: ProfileFormProps) {
  const { t } = useTranslation();
  const mutation = useUpdateProfile();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof updateProfileSchema>, unknown, z.output<typeof updateProfileSchema>>({
    resolver: zodResolver(updateProfileSchema),
    defaultValues: profileValues(account),
  });
  const fields = profileSectionFields[section];
  const error = (field: keyof typeof errors) => fieldErrorText(t, errors[field]);
  const postalCountry = account.nationality;

  const onSubmit = handleSubmit(
    (values) => {
      setFailure(null);
      mutation.mutate(values, {
        onSuccess: () => {
          notifications.show({ color: 'teal', message: t('account.saved') });
          onDone();
        },
        onError: (failed) => {
          if (!applyServerFieldErrors(setError, failed, fields)) setFailure(failed.message);
        },
      });
    },
    // A field of another section is invalid: it cannot be shown here.
    (invalid) => {
      const hidden = Object.keys(invalid).some(
        (field) => !(fields as readonly string[]).includes(field),
      );
      if (hidden) setFailure(t('errors.validation'));
    },
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormFailure message={failure} />
        {section === 'contact' ? (
          <Grid gap="md">
            <Grid.Col span={{ base: 5, sm: 4 }}>
              <NativeSelect
                label={t('register.fields.phoneCountryCode')}
                required
                data={countries.map((country) => ({
                  value: countryInfo[country].dialCode,
                  label: `${country} ${countryInfo[country].dialCode}`,
                }))}
                error={error('phoneCountryCode')}
                {...register('phoneCountryCode')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 7, sm: 8 }}>
              <TextInput
                label={t('register.fields.phoneNumber')}
                type="tel"
                inputMode="tel"
                autoComplete="tel-national"
                required
                data-autofocus
                error={error('phoneNumber')}
                {...register('phoneNumber')}
              />
            </Grid.Col>
          </Grid>
        ) : null}
        {section === 'company' ? (
          <>
            <TextInput
              label={t('register.fields.tradeName')}
              required
              data-autofocus
              error={error('tradeName')}
              {...register('tradeName')}
            />
            <NativeSelect
              label={t('register.fields.businessModel')}
              required
              data={businessModels.map((model) => ({
                value: model,
                label: t(`register.businessModels.${model}`),
              }))}
              error={error('businessModel')}
              {...register('businessModel')}
            />
            <TextInput
              label={t('register.fields.websiteUrl')}
              type="url"
              inputMode="url"
              autoComplete="url"
              required
              error={error('websiteUrl')}
              {...register('websiteUrl')}
            />
          </>
        ) : null}
        {section === 'address' ? (
          <Grid gap="md">
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t(`register.postalCodeLabels.${postalCountry}`)}
                placeholder={t(`register.postalCodePlaceholders.${postalCountry}`)}
                autoComplete="postal-code"
                required
                data-autofocus
                error={error('postalCode')}
                {...register('postalCode')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                label={t('register.fields.address')}
                autoComplete="address-line1"
                required
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
                label={t('register.fields.complement')}
                autoComplete="address-line2"
                error={error('complement')}
                {...register('complement')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 8 }}>
              <TextInput
                label={t('register.fields.city')}
                autoComplete="address-level2"
                required
                error={error('city')}
                {...register('city')}
              />
            </Grid.Col>
            <Grid.Col span={{ base: 12, sm: 4 }}>
              <TextInput
                label={t('register.fields.state')}
                autoComplete="address-level1"
                required
                error={error('state')}
                {...register('state')}
              />
            </Grid.Col>
          </Grid>
        ) : null}
        <DialogActions onCancel={onDone} loading={mutation.isPending} />
      </Stack>
    </form>
  );
}
