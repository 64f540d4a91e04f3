import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@repasse/core/contract/integrations';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useRollWebhookSecret } from '../api/webhooks.ts';
import { SigningSecret } from './endpoint-form-modal.tsx';

type RollSecretModalProps = { endpoint: WebhookEndpoint | null; onClose: () => void };

/**
 * A leaked or lost signing secret is replaced here. The old one stops at once, so the seller is
 * told to be ready to update their server before confirming; the new one is shown once.
 */
export function RollSecretModal({ endpoint, onClose }: RollSecretModalProps) {
  const { t } = useTranslation();
  const roll = useRollWebhookSecret();
  const close = () => {
    roll.reset();
    onClose();
  };
  return (
    <ResponsiveModal
      opened={endpoint !== null}
      onClose={close}
      title={t(
        roll.data ? 'integrations.webhooks.secret.title' : 'integrations.webhooks.roll.title',
      )}
      fullScreen={false}
    >
      {roll.data ? (
        <SigningSecret secret={roll.data.secret} onDone={close} />
      ) : (
        <Stack gap="md">
          {roll.isError ? (
            <Alert color="red" variant="light" role="alert">
              {t('integrations.webhooks.roll.failed')} {roll.error.message}
            </Alert>
          ) : null}
          <Text size="sm">{t('integrations.webhooks.roll.message')}</Text>
          <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
            {endpoint?.url}
          </Text>
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close} data-autofocus>
              {t('integrations.cancel')}
            </Button>
            <Button loading={roll.isPending} onClick={() => endpoint && roll.mutate(endpoint.id)}>
              {t('integrations.webhooks.roll.confirm')}
            </Button>
          </Group>
        </Stack>
      )}
    </ResponsiveModal>
  );
}
