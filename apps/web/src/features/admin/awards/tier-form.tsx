import {
  Alert,
  Button,
  Grid,
  Group,
  SegmentedControl,
  Stack,
  Switch,
  Text,
  Textarea,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { type AwardTier, awardKinds } from '@repasse/core/contract/awards';
import { IconAlertCircle } from '@tabler/icons-react';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { isApiError } from '../../../shared/http/api-error.ts';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../../shared/i18n/server-field-errors.ts';
import { useLocale } from '../../../shared/i18n/use-locale.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { MoneyInput } from '../../../shared/ui/money-input.tsx';
import { useSaveAwardTier, useUploadAwardTierImage } from './api/admin-awards.ts';
import {
  newTierForm,
  type TierBody,
  type TierFormValues,
  tierFields,
  tierResolver,
  tierToForm,
} from './tier-form-values.ts';
import { tierImageProblem } from './tier-image-check.ts';
import { TierImageField } from './tier-image-field.tsx';

type TierFormProps = { tier: AwardTier | null; onDone: () => void; onCancel: () => void };

/**
 * Saves the tier, then sends the chosen image. Should the image fail, the tier is already saved:
 * the form stays open on it, so the admin can pick another file.
 */
export function TierForm({ tier, onDone, onCancel }: TierFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const save = useSaveAwardTier();
  const upload = useUploadAwardTierImage();
  const kindLabelId = useId();
  const [saved, setSaved] = useState<AwardTier | null>(tier);
  const [file, setFile] = useState<File | null>(null);
  const [imageError, setImageError] = useState<string | null>(null);
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<TierFormValues, unknown, TierBody>({
    resolver: tierResolver,
    defaultValues: tier ? tierToForm(tier, locale) : newTierForm,
  });
  const error = (name: keyof TierFormValues) => fieldErrorText(t, errors[name]);

  const chooseFile = async (next: File | null) => {
    setImageError(null);
    if (next) {
      const problem = await tierImageProblem(next);
      if (problem) {
        setImageError(t(problem));
        return;
      }
    }
    setFile(next);
  };

  const finish = (result: AwardTier) => {
    notifications.show({
      color: 'teal',
      message: t('awards.admin.tierForm.saved', { name: result.name }),
      closeButtonProps: { 'aria-label': t('common.close') },
    });
    onDone();
  };

  const sendImage = (target: AwardTier) => {
    if (!file) {
      finish(target);
      return;
    }
    upload.mutate(
      { id: target.id, file },
      {
        onSuccess: finish,
        onError: (failure) =>
          setImageError(
            isApiError(failure) ? (failure.fields.file ?? failure.message) : failure.message,
          ),
      },
    );
  };

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: saved?.id ?? null, body },
      {
        onSuccess: (result) => {
          setSaved(result);
          sendImage(result);
        },
        onError: (failure) => applyServerFieldErrors(setError, failure, tierFields),
      },
    ),
  );

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        {save.isError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('awards.admin.tierForm.saveError')}
          >
            {save.error.message}
          </Alert>
        ) : null}
        <Grid gap="sm">
          <Grid.Col span={{ base: 12, sm: 7 }}>
            <TextInput
              label={t('awards.admin.tierForm.name')}
              required
              maxLength={80}
              data-autofocus
              error={error('name')}
              {...register('name')}
            />
          </Grid.Col>
          <Grid.Col span={{ base: 12, sm: 5 }}>
            <MoneyInput
              label={t('awards.admin.tierForm.threshold')}
              description={t('awards.admin.tierForm.thresholdHint')}
              inputWrapperOrder={['label', 'input', 'description', 'error']}
              required
              error={error('threshold')}
              {...register('threshold')}
            />
          </Grid.Col>
        </Grid>
        <Stack gap={6}>
          <Text size="sm" fw={500} id={kindLabelId}>
            {t('awards.admin.tierForm.kind')}
          </Text>
          <Controller
            control={control}
            name="kind"
            render={({ field }) => (
              <SegmentedControl
                aria-labelledby={kindLabelId}
                value={field.value}
                onChange={(value) => field.onChange(value)}
                data={awardKinds.map((kind) => ({ value: kind, label: t(`awards.kinds.${kind}`) }))}
                fullWidth
              />
            )}
          />
          <Text size="xs" c="dimmed">
            {t('awards.admin.tierForm.kindHint')}
          </Text>
        </Stack>
        <Textarea
          label={t('awards.admin.tierForm.description')}
          autosize
          minRows={2}
          maxRows={5}
          maxLength={500}
          error={error('description')}
          {...register('description')}
        />
        <TierImageField
          currentUrl={saved?.imageUrl ?? null}
          file={file}
          onFileChange={(next) => void chooseFile(next)}
          error={imageError}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              label={t('awards.admin.tierForm.active')}
              description={t('awards.admin.tierForm.activeHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('awards.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending || upload.isPending}>
            {t('awards.admin.tierForm.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
