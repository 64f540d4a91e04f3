import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { ApiKey } from '@repasse/core/contract/integrations';
import { IconAlertCircle } from '@tabler/icons-react';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { useRevokeIntegrationKey } from '../api/integration-catalog.ts';
import { keyErrorMessage } from './key-error-message.ts';

type RevokeIntegrationKeyModalProps = {
  integrationId: string;
  title: string;
  /** The key to revoke; null keeps the dialog closed. */
  apiKey: ApiKey | null;
  onClose: () => void;
};

/** "Revoke this key?": the integration loses it at once; the seller's own keys stay. */
export function RevokeIntegrationKeyModal({
  integrationId,
  title,
  apiKey,
  onClose,
}: RevokeIntegrationKeyModalProps) {
  const { t } = useTranslation();
  const revoke = useRevokeIntegrationKey(integrationId);
  const { reset } = revoke;
  const lastKey = useRef(apiKey);
  if (apiKey) lastKey.current = apiKey;
  const shown = apiKey ?? lastKey.current;

  useEffect(() => {
    if (apiKey) reset();
  }, [apiKey, reset]);

  if (!shown) return null;
  const label = `${t(`integrations.keys.kinds.${shown.kind}`)} (${t(`integrations.keys.badges.${shown.mode}`)})`;
  const confirm = () =>
    revoke.mutate(shown.id, {
      onSuccess: () => {
        notifications.show({
          color: 'teal',
          message: t('integrationCatalog.seller.revoke.done', { key: label }),
          closeButtonProps: { 'aria-label': t('common.close') },
        });
        onClose();
      },
    });

  return (
    <ResponsiveModal
      opened={apiKey !== null}
      onClose={onClose}
      fullScreen={false}
      title={t('integrationCatalog.seller.revoke.title', { key: label })}
    >
      <Stack gap="md">
        {revoke.isError ? (
          <Alert
            color="red"
            variant="light"
            role="alert"
            icon={<IconAlertCircle size={18} aria-hidden />}
            title={t('integrationCatalog.seller.revoke.failed')}
          >
            {keyErrorMessage(t, revoke.error, 'integrationCatalog.seller.revoke.failedMessage')}
          </Alert>
        ) : null}
        <Text size="sm">{t('integrationCatalog.seller.revoke.warning', { title })}</Text>
        <Text ff="monospace" size="sm" style={{ overflowWrap: 'anywhere' }}>
          {shown.display}
        </Text>
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onClose} data-autofocus>
            {t('integrations.cancel')}
          </Button>
          <Button color="red" onClick={confirm} loading={revoke.isPending}>
            {t('integrationCatalog.seller.revoke.action')}
          </Button>
        </Group>
      </Stack>
    </ResponsiveModal>
  );
}
