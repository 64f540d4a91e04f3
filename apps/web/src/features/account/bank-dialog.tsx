import { zodResolver } from '@hookform/resolvers/zod';
import { Grid, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type Account, updateBankSchema } from '@repasse/core/contract/account';
import { bankAccountTypes } from '@repasse/core/contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { fieldErrorText } from '../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { PasswordField } from '../../shared/ui/password-field.tsx';
import { ResponsiveModal } from '../../shared/ui/responsive-modal.tsx';
import { useUpdateBank } from './api/update-bank.ts';
import { DialogActions } from './dialog-actions.tsx';
import { FormFailure } from './form-failure.tsx';

const bankFields = [
  'currentPassword',
  'bank',
  'branch',
  'accountNumber',
  'accountCheckDigit',
  'accountType',
] as const;

type BankDialogProps = { opened: boolean; account: Account; onClose: () => void };

/** Bank data moves money: the password is asked again. */
export function BankDialog({ opened, account, onClose }: BankDialogProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal opened={opened} onClose={onClose} title={t('account.dialogs.bank')} size="lg">
      {opened ? <BankForm account={account} onDone={onClose} /> : null}
    </ResponsiveModal>
  );
}

function BankForm({ account, onDone }: { account: Account; onDone: () => void }) {
  const { t } = useTranslation();
  const mutation = useUpdateBank();
  const [failure, setFailure] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<z.input<typeof updateBankSchema>, unknown, z.output<typeof updateBankSchema>>({
    resolver: zodResolver(updateBankSchema),
    defaultValues: {
      currentPassword: '',
      bank: account.bank,
      branch: account.branch,
      accountNumber: account.accountNumber,
      accountCheckDigit: account.accountCheckDigit,
      accountType: account.accountType,
    },
  });
  const error = (field: keyof typeof errors) => fieldErrorText(t, errors[field]);

  const onSubmit = handleSubmit((values) => {
    setFailure(null);
    mutation.mutate(values, {
      onSuccess: () => {
        notifications.show({ color: 'teal', message: t('account.bankSaved') });
        onDone();
      },
      onError: (failed) => {
        if (!applyServerFieldErrors(setError, failed, bankFields)) setFailure(failed.message);
      },
    });
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <FormFailure message={failure} />
        <Grid gap="md">
          <Grid.Col span={{ base: 12, sm: 8 }}>
            <TextInput
              label={t('register.fields.bank')}
              required
              data-autofocus
              error={error('bank')}
              {...register('bank')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NativeSelect
              label={t('register.fields.accountType')}
              required
              data={bankAccountTypes.map((type) => ({
                value: type,
                label: t(`register.accountTypes.${type}`),
              }))}
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
              maxLength={2}
              required
              error={error('accountCheckDigit')}
              {...register('accountCheckDigit')}
            />
          </Grid.Col>
        </Grid>
        <Text size="sm" c="dimmed">
          {t('account.passwordReason')}
        </Text>
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
