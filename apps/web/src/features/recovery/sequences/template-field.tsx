import { Textarea } from '@mantine/core';
import { recoveryTemplateMaxLength } from '@repasse/core/contract/recovery-outreach';
import type { Locale } from '@repasse/core/i18n/locale';
import { get, useFormContext, useWatch } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import type { SequenceFormValues } from './sequence-form-values.ts';

type TemplateFieldProps = {
  index: number;
  language: Locale;
  onFocus: () => void;
  /** The textarea, for the variable buttons to write at its caret. */
  inputRef: (element: HTMLTextAreaElement | null) => void;
};

/** One language's text of a step, with how much of the limit it uses. */
export function TemplateField({ index, language, onFocus, inputRef }: TemplateFieldProps) {
  const { t } = useTranslation();
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<SequenceFormValues>();
  const name = `steps.${index}.templates.${language}` as const;
  const value = useWatch({ control, name }) ?? '';
  const { ref, ...field } = register(name);
  return (
    <Textarea
      label={t('recoveryOutreach.sequences.template', {
        language: t(`recoveryOutreach.languages.${language}`),
      })}
      description={t('recoveryOutreach.sequences.length', {
        count: value.length,
        max: recoveryTemplateMaxLength,
      })}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      autosize
      minRows={3}
      maxRows={8}
      required
      lang={language}
      error={fieldErrorText(t, get(errors, name))}
      ref={(element) => {
        ref(element);
        inputRef(element);
      }}
      {...field}
      onFocus={onFocus}
    />
  );
}
