import { Alert, DataList, Stack, Text } from '@mantine/core';
import type { OutboxPush } from '@repasse/core/contract/notifications';
import { formatDateTime } from '../../../shared/i18n/format-date.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { ResponsiveModal } from '../../../shared/ui/responsive-modal.tsx';
import { pushEvent, pushTarget } from './push-labels.ts';
import { PushStatusBadge } from './push-status-badge.tsx';

type PushDetailsModalProps = { push: OutboxPush | null; onClose: () => void };

const wrap = { overflowWrap: 'anywhere' } as const;

/** Everything the outbox knows of one push: its text, where it went and how sending went. */
export function PushDetailsModal({ push, onClose }: PushDetailsModalProps) {
  const { t } = useTranslation();
  return (
    <ResponsiveModal
      opened={push !== null}
      onClose={onClose}
      size="lg"
      title={push?.title ?? t('pushOutbox.details')}
    >
      {push ? (
        <Stack gap="md">
          <Text
            size="sm"
            p="sm"
            style={{
              ...wrap,
              whiteSpace: 'pre-wrap',
              border: '1px solid var(--mantine-color-default-border)',
              borderRadius: 'var(--mantine-radius-md)',
            }}
            data-testid="push-body"
          >
            {push.body}
          </Text>
          {push.error ? (
            <Alert color="red" variant="light" title={t('pushOutbox.error')}>
              <Text size="sm" style={wrap}>
                {push.error}
              </Text>
            </Alert>
          ) : null}
          <DataList withDivider labelWidth={150}>
            <DataList.Item>
              <DataList.ItemLabel>{t('pushOutbox.columns.status')}</DataList.ItemLabel>
              <DataList.ItemValue>
                <PushStatusBadge status={push.status} />
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('pushOutbox.columns.event')}</DataList.ItemLabel>
              <DataList.ItemValue>{pushEvent(t, push)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('pushOutbox.url')}</DataList.ItemLabel>
              <DataList.ItemValue style={wrap}>
                {push.url ?? t('pushOutbox.none')}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('pushOutbox.columns.platform')}</DataList.ItemLabel>
              <DataList.ItemValue>{pushTarget(t, push)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('pushOutbox.device')}</DataList.ItemLabel>
              <DataList.ItemValue style={wrap}>
                {push.deviceId ?? t('pushOutbox.deviceRemoved')}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('pushOutbox.userId')}</DataList.ItemLabel>
              <DataList.ItemValue style={wrap}>{push.userId}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('pushOutbox.providerMessageId')}</DataList.ItemLabel>
              <DataList.ItemValue style={wrap}>
                {push.providerMessageId ?? t('pushOutbox.none')}
              </DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('pushOutbox.columns.attempts')}</DataList.ItemLabel>
              <DataList.ItemValue>{push.attempts}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('pushOutbox.columns.createdAt')}</DataList.ItemLabel>
              <DataList.ItemValue>{formatDateTime(push.createdAt)}</DataList.ItemValue>
            </DataList.Item>
            <DataList.Item>
              <DataList.ItemLabel>{t('pushOutbox.sentAt')}</DataList.ItemLabel>
              <DataList.ItemValue>
                {push.sentAt ? formatDateTime(push.sentAt) : t('pushOutbox.notSent')}
              </DataList.ItemValue>
            </DataList.Item>
          </DataList>
        </Stack>
      ) : null}
    </ResponsiveModal>
  );
}
