import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { z } from 'zod';
import { isApiError } from '../http/api-error.ts';
import { useTranslation } from '../i18n/use-translation.ts';

type RequiredNoteOptions<TData, TVariables> = {
  /** The contract's schema of the one text field, so the form refuses what the server would. */
  schema: z.ZodType<Record<string, string>>;
  field: string;
  mutation: UseMutationResult<TData, Error, TVariables>;
  /** The call's variables from the checked text; null when there is nothing to act on. */
  toVariables: (text: string) => TVariables | null;
  doneMessage: string;
  onClose: () => void;
};

/**
 * An admin action that needs a written note (a rejection reason, what was checked outside the
 * ledger): the text, its error from the contract or the server's field answer, and any other
 * failure apart, to show as an alert. Closing is refused while the call is on its way.
 */
export function useRequiredNote<TData, TVariables>({
  schema,
  field,
  mutation,
  toVariables,
  doneMessage,
  onClose,
}: RequiredNoteOptions<TData, TVariables>) {
  const { t } = useTranslation();
  const [text, setTextValue] = useState('');
  const [error, setError] = useState<string | null>(null);

  const finish = () => {
    setTextValue('');
    setError(null);
    mutation.reset();
    onClose();
  };
  const close = () => {
    if (!mutation.isPending) finish();
  };
  const setText = (value: string) => {
    setTextValue(value);
    setError(null);
  };
  const submit = () => {
    const parsed = schema.safeParse({ [field]: text });
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? 'validation.required'));
      return;
    }
    const variables = toVariables(parsed.data[field] ?? '');
    if (variables === null) return;
    mutation.mutate(variables, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: doneMessage,
          closeButtonProps: { 'aria-label': t('common.close') },
        });
        finish();
      },
      onError: (failure) => {
        const message = isApiError(failure) ? failure.fields[field] : undefined;
        if (message) setError(message);
      },
    });
  };
  const answeredOnField = isApiError(mutation.error) && Boolean(mutation.error.fields[field]);

  return {
    text,
    setText,
    error,
    otherError: answeredOnField ? null : mutation.error,
    pending: mutation.isPending,
    close,
    submit,
  };
}
