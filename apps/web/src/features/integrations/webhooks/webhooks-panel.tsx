import { Button, Card, EmptyState, Group, Skeleton, Stack, Text } from '@mantine/core';
import type { WebhookEndpoint } from '@repasse/core/contract/integrations';
import { IconPlus, IconWebhook } from '@tabler/icons-react';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useWebhookEndpoints } from '../api/webhooks.ts';
import { DeleteEndpointModal } from './delete-endpoint-modal.tsx';
import { DeliveriesModal } from './deliveries-modal.tsx';
import { EndpointCard } from './endpoint-card.tsx';
import { EndpointFormModal } from './endpoint-form-modal.tsx';
import { RollSecretModal } from './roll-secret-modal.tsx';

type Dialog =
  | { kind: 'form'; endpoint: WebhookEndpoint | null }
  | { kind: 'delete'; endpoint: WebhookEndpoint }
  | { kind: 'deliveries'; endpoint: WebhookEndpoint }
  | { kind: 'roll'; endpoint: WebhookEndpoint };

/** The seller's webhook endpoints: add, change, remove, and each one's delivery log. */
export function WebhooksPanel() {
  const { t } = useTranslation();
  const endpoints = useWebhookEndpoints();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const close = () => setDialog(null);

  const add = (
    <Button
      leftSection={<IconPlus size={16} aria-hidden />}
      onClick={() => setDialog({ kind: 'form', endpoint: null })}
    >
      {t('integrations.webhooks.add')}
    </Button>
  );

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-start" gap="sm">
        <Text size="sm" c="dimmed" maw={640}>
          {t('integrations.webhooks.description')}
        </Text>
        {endpoints.data?.items.length ? add : null}
      </Group>
      {endpoints.isPending ? (
        <Stack gap="sm" role="status" aria-label={t('app.loading')}>
          <Skeleton h={110} radius="md" />
          <Skeleton h={110} radius="md" />
        </Stack>
      ) : endpoints.isError ? (
        <LoadError
          title={t('integrations.webhooks.loadError')}
          error={endpoints.error}
          onRetry={() => void endpoints.refetch()}
          retrying={endpoints.isFetching}
        />
      ) : endpoints.data.items.length === 0 ? (
        <Card py="xl" withBorder>
          <EmptyState
            size="sm"
            icon={<IconWebhook size={24} stroke={1.5} aria-hidden />}
            title={t('integrations.webhooks.empty.title')}
            description={t('integrations.webhooks.empty.description')}
          >
            <EmptyState.Actions>{add}</EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : (
        <Stack
          gap="sm"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label={t('integrations.webhooks.listLabel')}
        >
          {endpoints.data.items.map((endpoint) => (
            <li key={endpoint.id}>
              <EndpointCard
                endpoint={endpoint}
                onEdit={() => setDialog({ kind: 'form', endpoint })}
                onDelete={() => setDialog({ kind: 'delete', endpoint })}
                onDeliveries={() => setDialog({ kind: 'deliveries', endpoint })}
                onRollSecret={() => setDialog({ kind: 'roll', endpoint })}
              />
            </li>
          ))}
        </Stack>
      )}
      <EndpointFormModal
        opened={dialog?.kind === 'form'}
        endpoint={dialog?.kind === 'form' ? dialog.endpoint : null}
        onClose={close}
      />
      <DeleteEndpointModal
        endpoint={dialog?.kind === 'delete' ? dialog.endpoint : null}
        onClose={close}
      />
      <RollSecretModal
        endpoint={dialog?.kind === 'roll' ? dialog.endpoint : null}
        onClose={close}
      />
      <DeliveriesModal
        endpoint={dialog?.kind === 'deliveries' ? dialog.endpoint : null}
        onClose={close}
      />
    </Stack>
  );
}
