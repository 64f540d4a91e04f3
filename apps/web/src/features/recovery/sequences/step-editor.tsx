import {
  ActionIcon,
  Grid,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Text,
} from '@mantine/core';
import { type RecoveryChannel, recoveryChannels } from '@repasse/core/contract/recovery';
import type { RecoveryTemplateVariable } from '@repasse/core/contract/recovery-outreach';
import type { Locale } from '@repasse/core/i18n/locale';
import type { Cents } from '@repasse/core/money/cents';
import { IconTrash } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { Controller, get, useFormContext, useWatch } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { delayUnits, maxDelayIn } from './delay-units.ts';
import type { SequenceFormValues } from './sequence-form-values.ts';
import { TemplateField } from './template-field.tsx';
import { TemplatePreview } from './template-preview.tsx';
import { insertVariable } from './template-text.ts';
import { VariableButtons } from './variable-buttons.tsx';

const languages = ['en', 'pt-BR'] as const satisfies readonly Locale[];

type StepEditorProps = {
  /** Unique on the page: the sequence's event. */
  idPrefix: string;
  index: number;
  prices: Record<RecoveryChannel, Cents> | undefined;
  canRemove: boolean;
  onRemove: () => void;
};

/** One step: its channel and wait, its text in both languages, the variables and a preview. */
export function StepEditor({ idPrefix, index, prices, canRemove, onRemove }: StepEditorProps) {
  const { t } = useTranslation();
  const uiLocale = useLocale();
  const formatMoney = useFormatMoney();
  const {
    register,
    control,
    getValues,
    setValue,
    formState: { errors, isSubmitted },
  } = useFormContext<SequenceFormValues>();
  const path = `steps.${index}` as const;
  const error = (field: string) => fieldErrorText(t, get(errors, `${path}.${field}`));
  const [language, setLanguage] = useState<Locale>(uiLocale);
  const inputs = useRef<Partial<Record<Locale, HTMLTextAreaElement | null>>>({});
  const channel = useWatch({ control, name: `${path}.channel` });
  const unit = useWatch({ control, name: `${path}.delayUnit` });
  const template = useWatch({ control, name: `${path}.templates.${language}` }) ?? '';

  const insert = (variable: RecoveryTemplateVariable) => {
    const name = `${path}.templates.${language}` as const;
    const input = inputs.current[language];
    const current = getValues(name) ?? '';
    const next = insertVariable(
      current,
      {
        start: input?.selectionStart ?? current.length,
        end: input?.selectionEnd ?? current.length,
      },
      variable,
    );
    setValue(name, next.text, { shouldDirty: true, shouldValidate: isSubmitted });
    // After React has written the new text: the caret goes right after the variable.
    requestAnimationFrame(() => {
      input?.focus();
      input?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Paper
      component="li"
      withBorder
      radius="md"
      p="md"
      aria-labelledby={`${idPrefix}-step-${index}`}
      data-testid="sequence-step"
    >
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Text id={`${idPrefix}-step-${index}`} component="h4" fw={700} size="sm" m={0}>
            {t('recoveryOutreach.sequences.step', { step: index + 1 })}
          </Text>
          <ActionIcon
            variant="subtle"
            color="red"
            disabled={!canRemove}
            aria-label={t('recoveryOutreach.sequences.removeStep', { step: index + 1 })}
            onClick={onRemove}
          >
            <IconTrash size={16} aria-hidden />
          </ActionIcon>
        </Group>
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 4 }}>
            <NativeSelect
              label={t('recoveryOutreach.sequences.channel')}
              data={recoveryChannels.map((value) => ({
                value,
                label: prices
                  ? t('recoveryOutreach.sequences.channelOption', {
                      channel: t(`recovery.channels.${value}`),
                      price: formatMoney(prices[value]),
                    })
                  : t(`recovery.channels.${value}`),
              }))}
              error={error('channel')}
              {...register(`${path}.channel`)}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <Controller
              control={control}
              name={`${path}.delayValue`}
              render={({ field }) => (
                <NumberInput
                  label={t('recoveryOutreach.sequences.delay')}
                  description={t('recoveryOutreach.sequences.delayHint')}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  allowDecimal={false}
                  allowNegative={false}
                  clampBehavior="none"
                  min={0}
                  max={maxDelayIn(unit)}
                  error={error('delayValue')}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  ref={field.ref}
                />
              )}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 6, sm: 4 }}>
            <NativeSelect
              label={t('recoveryOutreach.sequences.delayUnit')}
              data={delayUnits.map((value) => ({
                value,
                label: t(`recoveryOutreach.delay.units.${value}`),
              }))}
              {...register(`${path}.delayUnit`)}
            />
          </Grid.Col>
        </Grid>
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          {languages.map((value) => (
            <TemplateField
              key={value}
              index={index}
              language={value}
              onFocus={() => setLanguage(value)}
              inputRef={(element) => {
                inputs.current[value] = element;
              }}
            />
          ))}
        </SimpleGrid>
        <VariableButtons target={t(`recoveryOutreach.languages.${language}`)} onInsert={insert} />
        <TemplatePreview template={template} language={language} channel={channel} />
      </Stack>
    </Paper>
  );
}
