import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@repasse/core/contract/integrations';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useDeleteWebhookEndpoint } from '../api/webhooks.ts';

type DeleteEndpointModalProps = { endpoint: WebhookEndpoint | null; onClose: () => void };

/** Removing an endpoint also removes its delivery log, so it is confirmed first. */
export function DeleteEndpointModal({ endpoint, onClose }: DeleteEndpointModalProps) {
  const { t } = useTranslation();
  const remove = useDeleteWebhookEndpoint();
  const close = () => {
    remove.reset();
    onClose();
  };
  return (
    <ResponsiveModal
      opened={endpoint !== null}
      onClose={close}
      title={t('integrations.webhooks.delete.title')}
      fullScreen={false}
    >
      <Stack gap="md">
        {remove.isError ? (
          <Alert color="red" variant="light" role="alert">
            {remove.error.message}
          </Alert>
        ) : null}
        <Text size="sm">{t('integrations.webhooks.delete.message')}</Text>
        <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {endpoint?.url}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={close} data-autofocus>
            {t('integrations.cancel')}
          </Button>
          <Button
            color="red"
            loading={remove.isPending}
            onClick={() => endpoint && remove.mutate(endpoint.id, { onSuccess: close })}
          >
            {t('integrations.delete')}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
