import { Button, Group, Paper, Stack, Text } from '@mantine/core';
import { IconPencil, IconPlugConnected } from '@tabler/icons-react';
import { useTranslation } from '../../../../shared/i18n/use-translation.ts';
import { CardList } from '../../panel-ui/card-list.tsx';
import { ProviderBadges } from '../../payout-providers/provider-parts.tsx';
import { ProviderSettings, ProviderTokenHints, WebhookUrl } from './provider-cells.tsx';
import type { ProvidersListProps } from './providers-table.tsx';

/** One channel's providers on a phone: a card each. */
export function ProvidersCards({ label, providers, onEdit }: ProvidersListProps) {
  const { t } = useTranslation();
  return (
    <CardList
      rows={providers}
      loading={false}
      label={label}
      skeletonHeight={160}
      empty={{
        icon: <IconPlugConnected size={24} aria-hidden />,
        title: t('adminRecovery.providers.empty'),
      }}
    >
      {(provider) => (
        <Paper
          component="li"
          key={provider.id}
          withBorder
          radius="md"
          p="sm"
          data-testid="messaging-provider-row"
        >
          <Stack gap={6}>
            <Group justify="space-between" gap="xs">
              <Text fw={700} size="sm">
                {provider.name}
              </Text>
              <ProviderBadges provider={provider} />
            </Group>
            <Text size="xs" c="dimmed">
              {t(`adminRecovery.providers.kinds.${provider.kind}`)}
            </Text>
            <ProviderSettings provider={provider} />
            <ProviderTokenHints provider={provider} />
            <WebhookUrl provider={provider} compact />
            <Button
              size="xs"
              variant="light"
              leftSection={<IconPencil size={14} aria-hidden />}
              onClick={() => onEdit(provider)}
              aria-label={t('adminRecovery.providers.editLabel', { name: provider.name })}
              style={{ alignSelf: 'flex-start' }}
            >
              {t('adminRecovery.providers.edit')}
            </Button>
          </Stack>
        </Paper>
      )}
    </CardList>
  );
}
