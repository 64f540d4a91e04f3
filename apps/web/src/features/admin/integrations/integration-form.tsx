import { Alert, Button, Group, Stack, Tabs, Text, Textarea, TextInput } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type AdminIntegration,
  type IntegrationFields,
  integrationDescriptionMax,
  integrationSubtitleMax,
  integrationTitleMax,
} from '@repasse/core/contract/integration-catalog';
import { IconAlertCircle } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { useForm } from 'react-hook-form';
import { isApiError } from '../../../shared/http/api-error.ts';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { FormSwitch } from '../../../shared/ui/form-checked.tsx';
import { MarkdownView } from '../../integrations/catalog/markdown/markdown-view.tsx';
import {
  useCreateIntegration,
  useReplaceBanner,
  useUpdateIntegration,
} from './api/integrations.ts';
import { BannerField } from './banner-field.tsx';
import {
  bannerDataUrl,
  bannerProblem,
  formToFields,
  type IntegrationFormValues,
  integrationFormFields,
  integrationResolver,
  integrationToForm,
  newIntegrationForm,
} from './integration-form-values.ts';

type IntegrationFormProps = { entry: AdminIntegration | null; onDone: () => void };

/** A failure the admin cannot fix in the form (server down, no connection): "Try again later." */
const isTransient = (error: unknown) =>
  !isApiError(error) || error.isNetworkError || error.isServerError;

/**
 * A new entry is created with its banner in one request, so none exists without one. Editing
 * saves the texts, then the new banner if one was chosen; should the banner fail, the texts are
 * saved and the form stays open on the banner's error.
 */
export function IntegrationForm({ entry, onDone }: IntegrationFormProps) {
  const { t } = useTranslation();
  const create = useCreateIntegration();
  const update = useUpdateIntegration();
  const replaceBanner = useReplaceBanner();
  const [saved, setSaved] = useState<AdminIntegration | null>(entry);
  const [file, setFile] = useState<File | null>(null);
  const [bannerError, setBannerError] = useState<string | null>(null);
  const [failure, setFailure] = useState<unknown>(null);
  const [preparing, setPreparing] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    formState: { errors },
  } = useForm<IntegrationFormValues, unknown, IntegrationFields>({
    resolver: integrationResolver,
    defaultValues: entry ? integrationToForm(entry) : newIntegrationForm(),
  });
  const error = (name: keyof IntegrationFormValues) => fieldErrorText(t, errors[name]);
  const description = watch('description');
  const busy = preparing || create.isPending || update.isPending || replaceBanner.isPending;

  const chooseFile = async (next: File | null) => {
    setBannerError(null);
    if (next) {
      const problem = await bannerProblem(next);
      if (problem) {
        setBannerError(t(problem));
        return;
      }
    }
    setFile(next);
  };

  const finish = (result: AdminIntegration) => {
    notifications.show({
      color: 'teal',
      message: t('integrationCatalog.admin.form.saved', { title: result.title }),
      closeButtonProps: { 'aria-label': t('common.close') },
    });
    onDone();
  };

  /** Field refusals go under their fields; anything else is said above the form. */
  const refused = (answer: unknown) => {
    const banner = isApiError(answer) ? (answer.fields.banner ?? answer.fields.file) : undefined;
    if (banner) setBannerError(banner);
    const onFields = applyServerFieldErrors(setError, answer, integrationFormFields);
    if (!onFields && !banner) setFailure(answer);
  };

  const sendBanner = (target: AdminIntegration) => {
    if (!file) return finish(target);
    replaceBanner.mutate({ id: target.id, file }, { onSuccess: finish, onError: refused });
  };

  const save = async (values: IntegrationFields) => {
    const fields = formToFields(values);
    if (saved) {
      update.mutate(
        { id: saved.id, body: fields },
        {
          onSuccess: (result) => {
            setSaved(result);
            sendBanner(result);
          },
          onError: refused,
        },
      );
      return;
    }
    if (!file) return;
    setPreparing(true);
    try {
      const banner = await bannerDataUrl(file);
      create.mutate({ ...fields, banner }, { onSuccess: finish, onError: refused });
    } finally {
      setPreparing(false);
    }
  };

  const submit = (event: FormEvent<HTMLFormElement>) => {
    setFailure(null);
    // Both are said at once: the missing banner is not left for a second attempt.
    const bannerMissing = !saved && !file;
    if (bannerMissing) setBannerError(t('validation.integrationBanner'));
    void handleSubmit((values) => (bannerMissing ? undefined : save(values)))(event);
  };

  return (
    <form onSubmit={submit} noValidate aria-label={t('integrationCatalog.admin.form.label')}>
      <Stack gap="md">
        {failure ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('integrationCatalog.admin.form.failed')}
          >
            {isTransient(failure)
              ? t('integrationCatalog.admin.form.tryLater')
              : (failure as Error).message}
          </Alert>
        ) : null}
        <TextInput
          label={t('integrationCatalog.admin.form.title')}
          required
          maxLength={integrationTitleMax}
          data-autofocus
          error={error('title')}
          {...register('title')}
        />
        <TextInput
          label={t('integrationCatalog.admin.form.subtitle')}
          description={t('integrationCatalog.admin.form.subtitleHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          maxLength={integrationSubtitleMax}
          error={error('subtitle')}
          {...register('subtitle')}
        />
        <BannerField
          current={saved ? { id: saved.id, version: saved.bannerVersion } : null}
          file={file}
          onFileChange={(next) => void chooseFile(next)}
          error={bannerError}
        />
        <Stack gap={6}>
          <Text size="sm" fw={500} id="integration-description-label">
            {t('integrationCatalog.admin.form.description')}
          </Text>
          <Tabs defaultValue="write" variant="outline" keepMounted>
            <Tabs.List aria-labelledby="integration-description-label">
              <Tabs.Tab value="write">{t('integrationCatalog.admin.form.write')}</Tabs.Tab>
              <Tabs.Tab value="preview">{t('integrationCatalog.admin.form.preview')}</Tabs.Tab>
            </Tabs.List>
            <Tabs.Panel value="write" pt="sm">
              <Textarea
                aria-labelledby="integration-description-label"
                description={t('integrationCatalog.admin.form.descriptionHint')}
                inputWrapperOrder={['input', 'description', 'error']}
                autosize
                minRows={6}
                maxRows={16}
                maxLength={integrationDescriptionMax}
                ff="monospace"
                error={error('description')}
                {...register('description')}
              />
            </Tabs.Panel>
            <Tabs.Panel value="preview" pt="sm">
              {description.trim() ? (
                <MarkdownView source={description} baseHeading={3} />
              ) : (
                <Text size="sm" c="dimmed">
                  {t('integrationCatalog.admin.form.previewEmpty')}
                </Text>
              )}
            </Tabs.Panel>
          </Tabs>
        </Stack>
        <FormSwitch
          control={control}
          name="active"
          label={t('integrationCatalog.admin.form.active')}
          description={t('integrationCatalog.admin.form.activeHint')}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={busy}>
            {t('integrationCatalog.admin.form.cancel')}
          </Button>
          <Button type="submit" loading={busy}>
            {t('integrationCatalog.admin.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
