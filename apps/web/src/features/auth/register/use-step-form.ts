import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import {
  type DefaultValues,
  type FieldValues,
  type Path,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import type { z } from 'zod';
import { serverErrorType } from '../../../shared/i18n/field-error.ts';
import type { FieldErrors, RegistrationDraft } from './registration-draft.ts';

export type StepFormProps = {
  draft: RegistrationDraft;
  /** Server messages for this step's fields, already translated. */
  serverErrors: FieldErrors;
  /** Keeps the wizard's draft in step with what is typed, so Back and step clicks lose nothing. */
  onChange: (values: RegistrationDraft) => void;
  onNext: (values: RegistrationDraft) => void;
  onBack?: () => void;
};

/** One form per wizard step, validated by that step's schema from packages/core. */
export function useStepForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  { draft, serverErrors, onChange }: Pick<StepFormProps, 'draft' | 'serverErrors' | 'onChange'>,
): UseFormReturn<Input, unknown, Output> {
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(schema),
    defaultValues: draft as DefaultValues<Input>,
  });
  const { setError, subscribe } = form;

  // Server errors are shown once, when the wizard opens the step.
  // biome-ignore lint/correctness/useExhaustiveDependencies: applied on mount only
  useEffect(() => {
    const entries = Object.entries(serverErrors);
    entries.forEach(([field, message], index) => {
      setError(
        field as Path<Input>,
        { type: serverErrorType, message },
        { shouldFocus: index === 0 },
      );
    });
  }, []);

  useEffect(
    () =>
      subscribe({
        formState: { values: true },
        callback: ({ values }) => onChange(values as RegistrationDraft),
      }),
    [subscribe, onChange],
  );

  return form;
}
