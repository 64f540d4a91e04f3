import { Button, Group, Stack, Textarea, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSaveWithdrawalNotes } from './api/admin-withdrawals.ts';

type WithdrawalNotesProps = { withdrawalId: string; notes: string | null };

/** Internal notes: only admins read them. */
export function WithdrawalNotes({ withdrawalId, notes }: WithdrawalNotesProps) {
  const { t } = useTranslation();
  const save = useSaveWithdrawalNotes();
  const [text, setText] = useState(notes ?? '');
  const changed = text.trim() !== (notes ?? '').trim();

  const submit = () =>
    save.mutate(
      { id: withdrawalId, notes: text },
      {
        onSuccess: (saved) => {
          setText(saved.notes ?? '');
          notifications.show({
            color: 'teal',
            message: t('adminWithdrawals.notes.saved'),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
        },
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: t('adminWithdrawals.notes.failed'),
            message: error.message,
            closeButtonProps: { 'aria-label': t('common.close') },
          }),
      },
    );

  return (
    <form
      noValidate
      aria-labelledby="withdrawal-notes"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <Stack gap="sm">
        <Title id="withdrawal-notes" order={3} fz="md">
          {t('adminWithdrawals.notes.title')}
        </Title>
        <Textarea
          label={t('adminWithdrawals.notes.label')}
          description={t('adminWithdrawals.notes.hint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          autosize
          minRows={3}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.currentTarget.value)}
        />
        <Group justify="flex-end">
          <Button type="submit" variant="default" disabled={!changed} loading={save.isPending}>
            {t('adminWithdrawals.notes.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
