import { Button, Card, Group, Skeleton, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { MessagingProvider } from '@repasse/core/contract/recovery-outreach';
import { IconPlus } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../../shared/ui/load-error.tsx';
import { useMessagingProviders } from '../api/messaging-providers.ts';
import { MessagingProviderFormModal } from './messaging-provider-form-modal.tsx';
import { type MessagingChannel, messagingChannels } from './provider-kinds.ts';
import { ProvidersCards } from './providers-cards.tsx';
import { ProvidersTable } from './providers-table.tsx';

/**
 * The SMS and WhatsApp providers, a list per channel: the default sends the channel's messages.
 * Email goes through the platform's SMTP and needs none.
 */
export function MessagingProvidersSection() {
  const { t } = useTranslation();
  const providers = useMessagingProviders();
  const [editing, setEditing] = useState<MessagingProvider | { channel: MessagingChannel } | null>(
    null,
  );
  const phone = useMediaQuery('(max-width: 47.99em)', false);

  if (providers.isPending) {
    return (
      <Stack gap="md" role="status" aria-label={t('app.loading')}>
        <Skeleton h={180} radius="lg" />
        <Skeleton h={180} radius="lg" />
      </Stack>
    );
  }
  if (providers.isError) {
    return (
      <LoadError
        title={t('adminRecovery.providers.loadError')}
        error={providers.error}
        onRetry={() => void providers.refetch()}
        retrying={providers.isFetching}
      />
    );
  }
  return (
    <Stack gap="md">
      <Text size="sm" c="dimmed">
        {t('adminRecovery.providers.description')}
      </Text>
      {messagingChannels.map((channel) => {
        const label = t('adminRecovery.providers.listLabel', {
          channel: t(`recovery.channels.${channel}`),
        });
        const rows = providers.data.items.filter((provider) => provider.channel === channel);
        const List = phone ? ProvidersCards : ProvidersTable;
        return (
          <Card
            key={channel}
            component="section"
            aria-labelledby={`messaging-providers-${channel}`}
            padding={phone ? 'sm' : 'md'}
          >
            <Group justify="space-between" mb="sm" gap="sm">
              <Text id={`messaging-providers-${channel}`} component="h3" fw={700} fz="lg" m={0}>
                {label}
              </Text>
              <Button
                size="xs"
                leftSection={<IconPlus size={14} aria-hidden />}
                onClick={() => setEditing({ channel })}
              >
                {t('adminRecovery.providers.new', { channel: t(`recovery.channels.${channel}`) })}
              </Button>
            </Group>
            <List label={label} providers={rows} onEdit={setEditing} />
          </Card>
        );
      })}
      <MessagingProviderFormModal editing={editing} onClose={() => setEditing(null)} />
    </Stack>
  );
}
