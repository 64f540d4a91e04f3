import {
  Alert,
  Button,
  Fieldset,
  Group,
  NativeSelect,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type {
  MessagingProvider,
  MessagingProviderBody,
} from '@repasse/core/contract/recovery-outreach';
import { IconAlertCircle } from '@tabler/icons-react';
import { Controller, get, useForm } from 'react-hook-form';
import { fieldErrorText } from '../../../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../../shared/ui/responsive-modal.tsx';
import { TokenInput } from '../../payout-providers/token-input.tsx';
import { useSaveMessagingProvider } from '../api/messaging-providers.ts';
import { WebhookUrl } from './provider-cells.tsx';
import {
  type MessagingProviderFormValues,
  messagingProviderFieldPaths,
  messagingProviderResolver,
  messagingProviderToForm,
  newMessagingProviderForm,
} from './provider-form-values.ts';
import {
  kindOnChannel,
  kindSettings,
  kindsFor,
  kindTokens,
  type MessagingChannel,
  messagingChannels,
} from './provider-kinds.ts';

type MessagingProviderFormModalProps = {
  /** null: closed; a channel: create one for it; a provider: edit it. */
  editing: MessagingProvider | { channel: MessagingChannel } | null;
  onClose: () => void;
};

export function MessagingProviderFormModal({ editing, onClose }: MessagingProviderFormModalProps) {
  const { t } = useTranslation();
  const provider = editing && 'id' in editing ? editing : null;
  return (
    <ResponsiveModal
      opened={editing !== null}
      onClose={onClose}
      size="lg"
      title={
        provider
          ? t('adminRecovery.providers.form.editTitle', { name: provider.name })
          : t('adminRecovery.providers.form.newTitle')
      }
    >
      {editing ? (
        <ProviderForm
          key={provider?.id ?? 'new'}
          provider={provider}
          channel={editing.channel}
          onDone={onClose}
        />
      ) : null}
    </ResponsiveModal>
  );
}

type ProviderFormProps = {
  provider: MessagingProvider | null;
  channel: MessagingChannel;
  onDone: () => void;
};

function ProviderForm({ provider, channel, onDone }: ProviderFormProps) {
  const { t } = useTranslation();
  const save = useSaveMessagingProvider();
  const {
    register,
    control,
    handleSubmit,
    setError,
    watch,
    setValue,
    formState: { errors },
  } = useForm<MessagingProviderFormValues, unknown, MessagingProviderBody>({
    resolver: messagingProviderResolver,
    defaultValues: provider ? messagingProviderToForm(provider) : newMessagingProviderForm(channel),
  });
  const error = (path: string) => fieldErrorText(t, get(errors, path));
  const chosenChannel = watch('channel');
  const kind = watch('kind');
  const tokens = watch('tokens');
  const active = watch('active');

  const onSubmit = handleSubmit((body) =>
    save.mutate(
      { id: provider?.id ?? null, body },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: t('adminRecovery.providers.form.saved', { name: saved.name }),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
          onDone();
        },
        onError: (failure) =>
          applyServerFieldErrors(setError, failure, messagingProviderFieldPaths),
      },
    ),
  );

  const channelField = register('channel');
  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('adminRecovery.providers.form.label')}>
      <Stack gap="md">
        {save.error ? (
          <Alert
            color="red"
            variant="light"
            icon={<IconAlertCircle size={18} aria-hidden />}
            role="alert"
          >
            {save.error.message}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NativeSelect
            label={t('adminRecovery.providers.fields.channel')}
            required
            data={messagingChannels.map((value) => ({
              value,
              label: t(`recovery.channels.${value}`),
            }))}
            error={error('channel')}
            {...channelField}
            onChange={(event) => {
              void channelField.onChange(event);
              const next = event.currentTarget.value as MessagingChannel;
              setValue('kind', kindOnChannel(kind, next));
            }}
          />
          <NativeSelect
            label={t('adminRecovery.providers.fields.kind')}
            required
            data={kindsFor[chosenChannel].map((value) => ({
              value,
              label: t(`adminRecovery.providers.kinds.${value}`),
            }))}
            error={error('kind')}
            {...register('kind')}
          />
          <TextInput
            label={t('adminRecovery.providers.fields.name')}
            required
            error={error('name')}
            {...register('name')}
          />
        </SimpleGrid>
        <TextInput
          label={t('adminRecovery.providers.fields.apiUrl')}
          description={t(`adminRecovery.providers.apiUrlHints.${kind}`)}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder="https://"
          type="url"
          error={error('apiUrl')}
          {...register('apiUrl')}
        />
        {kindSettings[kind].length > 0 ? (
          <Fieldset legend={t('adminRecovery.providers.fields.settings')} radius="md">
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              {kindSettings[kind].map((key) => (
                <TextInput
                  key={key}
                  label={t(`adminRecovery.providers.settings.${key}`)}
                  description={t(`adminRecovery.providers.settingHints.${key}`)}
                  inputWrapperOrder={['label', 'input', 'description', 'error']}
                  autoComplete="off"
                  error={error(`settings.${key}`)}
                  {...register(`settings.${key}`)}
                />
              ))}
            </SimpleGrid>
          </Fieldset>
        ) : null}
        <Fieldset legend={t('adminRecovery.providers.fields.tokens')} radius="md">
          <Stack gap="sm">
            <Text size="xs" c="dimmed">
              {t('adminRecovery.providers.tokensHint')}
            </Text>
            {kindTokens[kind].map((slot, index) => (
              <TokenInput
                key={`${kind}-${slot}`}
                index={index as 0 | 1 | 2}
                kind="sandbox"
                label={t(`adminRecovery.providers.tokens.${slot}`)}
                stored={provider?.tokens[index] ?? null}
                value={tokens[index as 0 | 1 | 2]}
                error={error(`tokens.${index}`)}
                onChange={(next) =>
                  setValue(`tokens.${index as 0 | 1 | 2}`, next, { shouldDirty: true })
                }
              />
            ))}
          </Stack>
        </Fieldset>
        {provider ? (
          <Stack gap={4}>
            <Text size="sm" fw={500}>
              {t('adminRecovery.providers.fields.webhookUrl')}
            </Text>
            <Text size="xs" c="dimmed">
              {t('adminRecovery.providers.webhookHint')}
            </Text>
            <WebhookUrl provider={provider} />
          </Stack>
        ) : (
          <Text size="xs" c="dimmed">
            {t('adminRecovery.providers.webhookAfterSave')}
          </Text>
        )}
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              label={t('adminRecovery.providers.fields.active')}
              description={t('adminRecovery.providers.fields.activeHint')}
              checked={field.value}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <Controller
          control={control}
          name="isDefault"
          render={({ field }) => (
            <Switch
              label={t('adminRecovery.providers.fields.isDefault')}
              description={t('adminRecovery.providers.fields.isDefaultHint', {
                channel: t(`recovery.channels.${chosenChannel}`),
              })}
              // The server makes only an active provider the default.
              disabled={!active}
              checked={field.value && active}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onDone} disabled={save.isPending}>
            {t('adminRecovery.providers.form.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('adminRecovery.providers.form.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
