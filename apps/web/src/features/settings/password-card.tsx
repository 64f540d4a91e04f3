import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Group, SimpleGrid, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { changePasswordSchema } from '@repasse/core/contract/account';
import { IconLock } from '@tabler/icons-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorText } from '../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { useChangePassword } from './api/change-password.ts';
import { SettingsCard } from './settings-card.tsx';

const emptyForm = { currentPassword: '', newPassword: '', confirmation: '' };

type PasswordCardProps = { locked: boolean };

/** Changes the password; the server ends every other session. */
export function PasswordCard({ locked }: PasswordCardProps) {
  const { t } = useTranslation();
  const mutation = useChangePassword();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<z.input<typeof changePasswordSchema>, unknown, z.output<typeof changePasswordSchema>>(
    { resolver: zodResolver(changePasswordSchema), defaultValues: emptyForm },
  );
  const error = (field: keyof typeof errors) => fieldErrorText(t, errors[field]);

  const onSubmit = handleSubmit((values) =>
    mutation.mutate(values, {
      onSuccess: () => {
        reset(emptyForm);
        notifications.show({
          color: 'teal',
          title: t('settings.password.updated'),
          message: t('settings.password.otherSessionsEnded'),
        });
      },
      onError: (failed) => {
        applyServerFieldErrors(setError, failed, [
          'currentPassword',
          'newPassword',
          'confirmation',
        ]);
        notifications.show({
          color: 'red',
          title: t('settings.password.error'),
          message: failed.message,
        });
      },
    }),
  );

  return (
    <SettingsCard
      title={t('settings.password.title')}
      description={t('settings.password.description')}
      icon={IconLock}
    >
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md">
          <PasswordField
            label={t('settings.password.current')}
            autoComplete="current-password"
            required
            disabled={locked}
            error={error('currentPassword')}
            {...register('currentPassword')}
          />
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <PasswordField
              label={t('settings.password.new')}
              description={t('register.hints.password')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              autoComplete="new-password"
              required
              disabled={locked}
              error={error('newPassword')}
              {...register('newPassword')}
            />
            <PasswordField
              label={t('settings.password.confirmation')}
              autoComplete="new-password"
              required
              disabled={locked}
              error={error('confirmation')}
              {...register('confirmation')}
            />
          </SimpleGrid>
          <Group justify="flex-end">
            <Button type="submit" loading={mutation.isPending} disabled={locked}>
              {t('settings.password.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </SettingsCard>
  );
}
