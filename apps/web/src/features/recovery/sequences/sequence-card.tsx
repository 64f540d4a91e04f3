import { Alert, Badge, Button, Card, Collapse, Group, Stack, Switch, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { RecoveryChannel } from '@repasse/core/contract/recovery';
import {
  type RecoverySequence,
  type RecoverySequenceInput,
  recoveryMaxSteps,
} from '@repasse/core/contract/recovery-outreach';
import type { Cents } from '@repasse/core/money/cents';
import { IconAlertCircle, IconChevronDown, IconChevronRight, IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, FormProvider, type Path, useFieldArray, useForm } from 'react-hook-form';
import { fieldErrorText, serverErrorType } from '../../../shared/i18n/field-error.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useSaveRecoverySequence } from '../api/sequences.ts';
import {
  nextStep,
  type SequenceFormValues,
  sequenceResolver,
  sequenceToForm,
  serverSequenceErrors,
} from './sequence-form-values.ts';
import { StepEditor } from './step-editor.tsx';
import { StepsSummary } from './steps-summary.tsx';

type SequenceCardProps = {
  sequence: RecoverySequence;
  prices: Record<RecoveryChannel, Cents> | undefined;
  /** An admin acting as the seller: the server refuses the save, so it is not offered. */
  readOnly: boolean;
};

/** One event's sequence: on or off, its steps to edit, saved together. */
export function SequenceCard({ sequence, prices, readOnly }: SequenceCardProps) {
  const { t } = useTranslation();
  const { event } = sequence;
  const form = useForm<SequenceFormValues, unknown, RecoverySequenceInput>({
    resolver: sequenceResolver,
    defaultValues: sequenceToForm(sequence),
  });
  const steps = useFieldArray({ control: form.control, name: 'steps' });
  const save = useSaveRecoverySequence();
  const [editing, setEditing] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const { isDirty, errors } = form.formState;
  const titleId = `sequence-${event}-title`;
  const editorId = `sequence-${event}-steps`;

  const onSubmit = form.handleSubmit(
    (body) => {
      setSaveError(null);
      save.mutate(
        { event, body },
        {
          onSuccess: (saved) => {
            form.reset(sequenceToForm(saved));
            notifications.show({
              color: 'teal',
              message: t('recoveryOutreach.sequences.saved', {
                event: t(`recoveryOutreach.events.${event}.title`),
              }),
              closeButtonProps: { 'aria-label': t('common.close') },
            });
          },
          onError: (failure) => {
            const fields = serverSequenceErrors(failure);
            if (fields.length === 0) {
              setSaveError(failure.message);
              return;
            }
            setEditing(true);
            fields.forEach(([field, message], index) => {
              form.setError(
                field as Path<SequenceFormValues>,
                { type: serverErrorType, message },
                { shouldFocus: index === 0 },
              );
            });
          },
        },
      );
    },
    // A step with a mistake is in the editor: open it so the focused field is seen.
    () => setEditing(true),
  );

  return (
    <FormProvider {...form}>
      <Card
        component="form"
        noValidate
        onSubmit={onSubmit}
        aria-labelledby={titleId}
        data-testid={`sequence-${event}`}
      >
        <Stack gap="md">
          <Group justify="space-between" align="flex-start" gap="md">
            <Stack gap={4} style={{ flex: '1 1 280px' }}>
              <Group gap="xs">
                <Text id={titleId} component="h3" fz="lg" fw={700} m={0}>
                  {t(`recoveryOutreach.events.${event}.title`)}
                </Text>
                {sequence.isDefault ? (
                  <Badge variant="light" color="gray" size="sm">
                    {t('recoveryOutreach.sequences.default')}
                  </Badge>
                ) : null}
              </Group>
              <Text size="sm" c="dimmed">
                {t(`recoveryOutreach.events.${event}.description`)}
              </Text>
            </Stack>
            <Controller
              control={form.control}
              name="enabled"
              render={({ field }) => (
                <Switch
                  size="md"
                  label={t('recoveryOutreach.sequences.enabled')}
                  description={t(
                    field.value
                      ? 'recoveryOutreach.sequences.enabledOn'
                      : 'recoveryOutreach.sequences.enabledOff',
                  )}
                  checked={field.value}
                  onChange={(change) => field.onChange(change.currentTarget.checked)}
                  onBlur={field.onBlur}
                  ref={field.ref}
                  name={field.name}
                  disabled={readOnly}
                />
              )}
            />
          </Group>
          <StepsSummary />
          {sequence.isDefault ? (
            <Text size="xs" c="dimmed">
              {t('recoveryOutreach.sequences.defaultHint')}
            </Text>
          ) : null}
          <Group justify="space-between" gap="sm">
            <Button
              variant="subtle"
              size="sm"
              leftSection={
                editing ? (
                  <IconChevronDown size={16} aria-hidden />
                ) : (
                  <IconChevronRight size={16} aria-hidden />
                )
              }
              aria-expanded={editing}
              aria-controls={editorId}
              onClick={() => setEditing((value) => !value)}
            >
              {t(
                editing
                  ? 'recoveryOutreach.sequences.hideSteps'
                  : 'recoveryOutreach.sequences.editSteps',
              )}
            </Button>
            {readOnly ? null : (
              <Group gap="sm">
                {isDirty ? (
                  <Text size="xs" c="dimmed">
                    {t('recoveryOutreach.sequences.unsaved')}
                  </Text>
                ) : null}
                <Button
                  variant="default"
                  disabled={!isDirty || save.isPending}
                  onClick={() => {
                    form.reset();
                    setSaveError(null);
                  }}
                >
                  {t('recoveryOutreach.sequences.discard')}
                </Button>
                <Button type="submit" loading={save.isPending}>
                  {t('recoveryOutreach.sequences.save')}
                </Button>
              </Group>
            )}
          </Group>
          {saveError ? (
            <Alert
              color="red"
              variant="light"
              role="alert"
              icon={<IconAlertCircle size={18} aria-hidden />}
              title={t('recoveryOutreach.sequences.saveFailed')}
            >
              {saveError}
            </Alert>
          ) : null}
          <Collapse expanded={editing} id={editorId}>
            <Stack gap="sm">
              <Stack component="ol" gap="sm" m={0} p={0} style={{ listStyle: 'none' }}>
                {steps.fields.map((field, index) => (
                  <StepEditor
                    key={field.id}
                    idPrefix={`sequence-${event}`}
                    index={index}
                    prices={prices}
                    canRemove={steps.fields.length > 1}
                    onRemove={() => steps.remove(index)}
                  />
                ))}
              </Stack>
              {errors.steps?.root ? (
                <Text size="sm" c="var(--mantine-color-error)" role="alert">
                  {fieldErrorText(t, errors.steps.root)}
                </Text>
              ) : null}
              <Group gap="sm">
                <Button
                  variant="default"
                  leftSection={<IconPlus size={16} aria-hidden />}
                  disabled={steps.fields.length >= recoveryMaxSteps}
                  onClick={() => steps.append(nextStep(form.getValues('steps').at(-1)))}
                >
                  {t('recoveryOutreach.sequences.addStep')}
                </Button>
                <Text size="xs" c="dimmed">
                  {t('recoveryOutreach.sequences.stepsLimit', { max: recoveryMaxSteps })}
                </Text>
              </Group>
            </Stack>
          </Collapse>
        </Stack>
      </Card>
    </FormProvider>
  );
}
