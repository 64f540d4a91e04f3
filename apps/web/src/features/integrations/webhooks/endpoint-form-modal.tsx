import { zodResolver } from '@hookform/resolvers/zod';
import {
  Alert,
  Button,
  Checkbox,
  Group,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import {
  type WebhookEndpoint,
  type WebhookEndpointBody,
  type WebhookEndpointInput,
  webhookEndpointInputSchema,
} from '@repasse/core/contract/integrations';
import { IconAlertCircle, IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { fieldErrorText } from '../../../shared/i18n/field-error.ts';
import { applyServerFieldErrors } from '../../../shared/i18n/server-field-errors.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { CopyValueButton } from '../../../shared/ui/copy-value-button.tsx';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useSaveWebhookEndpoint } from '../api/webhooks.ts';
import { eventGroups } from './event-labels.ts';

type EndpointFormModalProps = {
  opened: boolean;
  /** null adds a new endpoint. */
  endpoint: WebhookEndpoint | null;
  onClose: () => void;
};

/** Adds or changes an endpoint; a new one's signing secret is shown here, once. */
export function EndpointFormModal({ opened, endpoint, onClose }: EndpointFormModalProps) {
  const { t } = useTranslation();
  const [secret, setSecret] = useState<string | null>(null);
  const close = () => {
    setSecret(null);
    onClose();
  };
  return (
    <ResponsiveModal
      opened={opened}
      onClose={close}
      size="lg"
      title={t(
        secret
          ? 'integrations.webhooks.secret.title'
          : endpoint
            ? 'integrations.webhooks.form.editTitle'
            : 'integrations.webhooks.form.addTitle',
      )}
    >
      {secret ? (
        <SigningSecret secret={secret} onDone={close} />
      ) : (
        <EndpointForm
          key={endpoint?.id ?? 'new'}
          endpoint={endpoint}
          onCancel={close}
          onSaved={(saved) => (saved.secret ? setSecret(saved.secret) : close())}
        />
      )}
    </ResponsiveModal>
  );
}

export function SigningSecret({ secret, onDone }: { secret: string; onDone: () => void }) {
  const { t } = useTranslation();
  return (
    <Stack gap="md">
      <Alert
        color="yellow"
        variant="light"
        icon={<IconAlertTriangle size={18} aria-hidden />}
        title={t('integrations.webhooks.secret.onceTitle')}
      >
        {t('integrations.webhooks.secret.onceMessage')}
      </Alert>
      <Text
        ff="monospace"
        size="sm"
        p="sm"
        bg="var(--mantine-color-default-hover)"
        style={{ borderRadius: 'var(--mantine-radius-sm)', overflowWrap: 'anywhere' }}
        data-testid="signing-secret"
      >
        {secret}
      </Text>
      <Group justify="flex-end" gap="sm">
        <CopyValueButton value={secret} aria-label={t('integrations.webhooks.secret.copy')} />
        <Button onClick={onDone} data-autofocus>
          {t('integrations.keys.done')}
        </Button>
      </Group>
    </Stack>
  );
}

type EndpointFormProps = {
  endpoint: WebhookEndpoint | null;
  onCancel: () => void;
  onSaved: (saved: { secret: string | null }) => void;
};

function EndpointForm({ endpoint, onCancel, onSaved }: EndpointFormProps) {
  const { t } = useTranslation();
  const save = useSaveWebhookEndpoint();
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<WebhookEndpointInput, unknown, WebhookEndpointBody>({
    resolver: zodResolver(webhookEndpointInputSchema),
    defaultValues: endpoint
      ? { url: endpoint.url, events: endpoint.events, active: endpoint.active }
      : { url: '', events: [...eventGroups.charges], active: true },
  });

  const onSubmit = handleSubmit(({ url, events, active }) =>
    save.mutate(
      { id: endpoint?.id ?? null, body: { url, events, active } },
      {
        onSuccess: (saved) => {
          notifications.show({
            color: 'teal',
            message: t('integrations.webhooks.form.saved'),
            closeButtonProps: { 'aria-label': t('common.close') },
          });
          onSaved(saved);
        },
        onError: (error) => applyServerFieldErrors(setError, error, ['url', 'events']),
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
            title={t('integrations.saveError')}
          >
            {save.error.message}
          </Alert>
        ) : null}
        <TextInput
          label={t('integrations.webhooks.form.url')}
          description={t('integrations.webhooks.form.urlHint')}
          inputWrapperOrder={['label', 'input', 'description', 'error']}
          placeholder="https://example.com/webhooks/repasse"
          type="url"
          required
          data-autofocus
          error={fieldErrorText(t, errors.url)}
          {...register('url')}
        />
        <Controller
          control={control}
          name="events"
          render={({ field }) => (
            <Checkbox.Group
              label={t('integrations.webhooks.form.events')}
              required
              value={field.value}
              onChange={field.onChange}
              error={fieldErrorText(t, errors.events)}
            >
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="xs">
                {(['charges', 'withdrawals'] as const).map((group) => (
                  <Stack key={group} gap={8}>
                    <Text size="xs" fw={700} tt="uppercase" c="dimmed">
                      {t(`integrations.webhooks.form.groups.${group}`)}
                    </Text>
                    {eventGroups[group].map((type) => (
                      <Checkbox
                        key={type}
                        value={type}
                        label={t(`integrations.webhooks.events.${type.replace('.', '_')}`)}
                      />
                    ))}
                  </Stack>
                ))}
              </SimpleGrid>
            </Checkbox.Group>
          )}
        />
        <Controller
          control={control}
          name="active"
          render={({ field }) => (
            <Switch
              label={t('integrations.webhooks.form.active')}
              description={t('integrations.webhooks.form.activeHint')}
              checked={field.value ?? true}
              onChange={(event) => field.onChange(event.currentTarget.checked)}
            />
          )}
        />
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel}>
            {t('integrations.cancel')}
          </Button>
          <Button type="submit" loading={save.isPending}>
            {t('integrations.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
