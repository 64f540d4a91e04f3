import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@repasse/core/contract/integrations';
import { IconEdit, IconHistory, IconKey, IconTrash } from '@tabler/icons-react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { eventLabelKey } from './event-labels.ts';

type EndpointCardProps = {
  endpoint: WebhookEndpoint;
  onEdit: () => void;
  onDelete: () => void;
  onDeliveries: () => void;
  onRollSecret: () => void;
};

export function EndpointCard({
  endpoint,
  onEdit,
  onDelete,
  onDeliveries,
  onRollSecret,
}: EndpointCardProps) {
  const { t } = useTranslation();
  return (
    <Card withBorder padding="md" aria-label={endpoint.url} component="article">
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" gap="xs" wrap="nowrap">
          <Stack gap={2} style={{ minWidth: 0 }}>
            <Text ff="monospace" size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {endpoint.url}
            </Text>
            <Text size="xs" c="dimmed">
              {t('integrations.webhooks.createdAt', { date: formatDateTime(endpoint.createdAt) })}
            </Text>
          </Stack>
          <Badge
            color={endpoint.active ? 'teal' : 'gray'}
            variant="light"
            style={{ flexShrink: 0 }}
          >
            {t(endpoint.active ? 'integrations.active' : 'integrations.inactive')}
          </Badge>
        </Group>
        <Group gap={6} aria-label={t('integrations.webhooks.eventsLabel')}>
          {endpoint.events.map((type) => {
            const key = eventLabelKey(type);
            return (
              <Badge key={type} variant="default" size="sm" tt="none">
                {key ? t(key) : type}
              </Badge>
            );
          })}
        </Group>
        <Group gap="xs">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconHistory size={14} aria-hidden />}
            onClick={onDeliveries}
          >
            {t('integrations.webhooks.deliveries.open')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconEdit size={14} aria-hidden />}
            onClick={onEdit}
          >
            {t('integrations.edit')}
          </Button>
          <Button
            size="xs"
            variant="default"
            leftSection={<IconKey size={14} aria-hidden />}
            onClick={onRollSecret}
          >
            {t('integrations.webhooks.roll.button')}
          </Button>
          <Button
            size="xs"
            variant="subtle"
            color="red"
            leftSection={<IconTrash size={14} aria-hidden />}
            onClick={onDelete}
          >
            {t('integrations.delete')}
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
