import { zodResolver } from '@hookform/resolvers/zod';
import { Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { updateEmailSchema } from '@repasse/core/contract/account';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorText } from '../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { ResponsiveModal } from '../../shared/ui/responsive-modal.tsx';
import { useUpdateEmail } from './api/update-email.ts';
import { DialogActions } from './dialog-actions.tsx';
import { FormFailure } from './form-failure.tsx';

type EmailDialogProps = { opened: boolean; currentEmail: string; onClose: () => void };

/** The login email; the password is asked again. */
export function EmailDialog({ opened, currentEmail, onClose }: EmailDialogProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('account.dialogs.email')}>
      {opened ? <EmailForm currentEmail={currentEmail} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}

function EmailForm({ currentEmail, onDone }: { currentEmail: string; onDone: () => void }) {
  const { t } = useTranslation();
  const mutation = useUpdateEmail();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof updateEmailSchema>, unknown, z.output<typeof updateEmailSchema>>({
    resolver: zodResolver(updateEmailSchema),
    defaultValues: { email: '', currentPassword: '' },
  });
  const error = (field: keyof typeof errors) => fieldErrorText(t, errors[field]);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: (account) => {
        notifications.show({
          color: 'teal',
          message: t('account.emailSaved', { email: account.email }),
        });
        onDone();
      },
      onError: (failed) => {
        if (!applyServerFieldErrors(setError, failed, ['email', 'currentPassword']))
          setFailure(failed.message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormFailure message={failure} />
        <Text size="sm" c="dimmed">
          {t('account.currentEmail', { email: currentEmail })}
        </Text>
        <TextInput
          label={t('account.newEmail')}
          type="email"
          inputMode="email"
          autoComplete="email"
          required
          data-autofocus
          error={error('email')}
          {...register('email')}
        />
        <PasswordField
          label={t('account.currentPassword')}
          autoComplete="current-password"
          required
          error={error('currentPassword')}
          {...register('currentPassword')}
        />
        <DialogActions onCancel={onDone} loading={mutation.isPending} />
      </Stack>
    </form>
  );
}
