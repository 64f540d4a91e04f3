import {
  Button,
  EmptyState,
  Group,
  Skeleton,
  Stack,
  Table,
  Text,
  VisuallyHidden,
} from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { WebhookDelivery, WebhookEndpoint } from '@repasse/core/contract/integrations';
import type { PageSize } from '@repasse/core/contract/pagination';
import { IconHistoryOff, IconRefresh, IconRepeat } from '@tabler/icons-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { TablePagination } from '../../../shared/ui/table-pagination.tsx';
import { useReplayDelivery, useWebhookDeliveries } from '../api/webhooks.ts';
import { DeliveryStatusBadge } from './delivery-status-badge.tsx';
import { eventLabelKey } from './event-labels.ts';

type DeliveriesModalProps = { endpoint: WebhookEndpoint | null; onClose: () => void };

/** The delivery log of one endpoint, newest first, with a replay per delivery. */
export function DeliveriesModal({ endpoint, onClose }: DeliveriesModalProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal
      opened={endpoint !== null}
      onClose={onClose}
      size="xl"
      title={t('integrations.webhooks.deliveries.title')}
    >
      {endpoint ? <DeliveriesLog key={endpoint.id} endpoint={endpoint} /> : null}
    </ResponsiveModal>
  );
}

function DeliveriesLog({ endpoint }: { endpoint: WebhookEndpoint }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState<PageSize>('10');
  const deliveries = useWebhookDeliveries(endpoint.id, page, pageSize);

  return (
    <Stack gap="sm">
      <Group justify="space-between" gap="xs" wrap="nowrap">
        <Text ff="monospace" size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {endpoint.url}
        </Text>
        <Button
          size="xs"
          variant="default"
          leftSection={<IconRefresh size={14} aria-hidden />}
          loading={deliveries.isFetching && !deliveries.isPending}
          onClick={() => void deliveries.refetch()}
          style={{ flexShrink: 0 }}
        >
          {t('integrations.webhooks.deliveries.refresh')}
        </Button>
      </Group>
      {deliveries.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('app.loading')}>
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} h={36} />
          ))}
        </Stack>
      ) : deliveries.isError ? (
        <LoadError
          title={t('integrations.webhooks.deliveries.loadError')}
          error={deliveries.error}
          onRetry={() => void deliveries.refetch()}
          retrying={deliveries.isFetching}
        />
      ) : deliveries.data.items.length === 0 ? (
        <EmptyState
          py="xl"
          size="sm"
          icon={<IconHistoryOff size={24} stroke={1.5} aria-hidden />}
          title={t('integrations.webhooks.deliveries.empty.title')}
          description={t('integrations.webhooks.deliveries.empty.description')}
        />
      ) : (
        <>
          <Table.ScrollContainer minWidth={720}>
            <Table striped aria-label={t('integrations.webhooks.deliveries.tableLabel')}>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>{t('integrations.webhooks.deliveries.columns.event')}</Table.Th>
                  <Table.Th>{t('integrations.webhooks.deliveries.columns.status')}</Table.Th>
                  <Table.Th>{t('integrations.webhooks.deliveries.columns.code')}</Table.Th>
                  <Table.Th ta="right">
                    {t('integrations.webhooks.deliveries.columns.attempts')}
                  </Table.Th>
                  <Table.Th>{t('integrations.webhooks.deliveries.columns.date')}</Table.Th>
                  <Table.Th>{t('integrations.webhooks.deliveries.columns.response')}</Table.Th>
                  <Table.Th>
                    <VisuallyHidden>
                      {t('integrations.webhooks.deliveries.columns.actions')}
                    </VisuallyHidden>
                  </Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {deliveries.data.items.map((delivery) => (
                  <DeliveryRow key={delivery.id} delivery={delivery} />
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <TablePagination
            page={page}
            pageSize={pageSize}
            total={deliveries.data.total}
            onPageChange={setPage}
            onPageSizeChange={(size) => {
              setPageSize(size);
              setPage(1);
            }}
          />
        </>
      )}
    </Stack>
  );
}

function DeliveryRow({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const replay = useReplayDelivery();
  const label = eventLabelKey(delivery.eventType);
  const response =
    delivery.lastError ??
    (delivery.lastStatusCode !== null ? t('integrations.webhooks.deliveries.ok') : '—');
  return (
    <Table.Tr>
      <Table.Td>
        <Text size="sm" style={{ whiteSpace: 'nowrap' }}>
          {label ? t(label) : delivery.eventType}
        </Text>
        <Text size="xs" c="dimmed" ff="monospace">
          {delivery.eventType}
        </Text>
      </Table.Td>
      <Table.Td>
        <DeliveryStatusBadge delivery={delivery} />
      </Table.Td>
      <Table.Td ff="monospace">{delivery.lastStatusCode ?? '—'}</Table.Td>
      <Table.Td ta="right">{delivery.attempts}</Table.Td>
      <Table.Td style={{ whiteSpace: 'nowrap' }}>{formatDateTime(delivery.createdAt)}</Table.Td>
      <Table.Td maw={220}>
        <Text size="xs" lineClamp={2} title={response} style={{ overflowWrap: 'anywhere' }}>
          {response}
        </Text>
      </Table.Td>
      <Table.Td>
        <Button
          size="xs"
          variant="light"
          leftSection={<IconRepeat size={14} aria-hidden />}
          loading={replay.isPending}
          aria-label={t('integrations.webhooks.deliveries.replayLabel', {
            event: delivery.eventType,
            date: formatDateTime(delivery.createdAt),
          })}
          onClick={() =>
            replay.mutate(delivery.id, {
              onSuccess: () =>
                notifications.show({
                  color: 'teal',
                  message: t('integrations.webhooks.deliveries.replayed'),
                  closeButtonProps: { 'aria-label': t('common.close') },
                }),
              onError: (error) =>
                notifications.show({
                  color: 'red',
                  title: t('integrations.webhooks.deliveries.replayError'),
                  message: error.message,
                  closeButtonProps: { 'aria-label': t('common.close') },
                }),
            })
          }
        >
          {t('integrations.webhooks.deliveries.replay')}
        </Button>
      </Table.Td>
    </Table.Tr>
  );
}
