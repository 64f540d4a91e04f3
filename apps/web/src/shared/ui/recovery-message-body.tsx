import { Group, Stack, Text } from '@mantine/core';
import type { RecoveryMessage } from '@repasse/core/contract/recovery-outreach';
import { formatDateTime } from '../i18n/format-date.ts';
import { useTranslation } from '../i18n/use-translation.ts';

/** What a message said and when it moved: shown when its row or card is opened. */
export function RecoveryMessageBody({ message }: { message: RecoveryMessage }) {
  const { t } = useTranslation();
  const moments = [
    ['sentAt', message.sentAt],
    ['deliveredAt', message.deliveredAt],
    ['readAt', message.readAt],
    ['clickedAt', message.clickedAt],
  ] as const;
  return (
    <Stack gap={6}>
      {message.subject ? (
        <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
          {message.subject}
        </Text>
      ) : null}
      <Text
        size="sm"
        style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
        data-testid="recovery-message-body"
      >
        {message.body}
      </Text>
      {message.error ? (
        <Text size="sm" c="var(--mantine-color-error)">
          {t('recoveryOutreach.messages.error', { error: message.error })}
        </Text>
      ) : null}
      <Group gap="md">
        {moments.map(([key, at]) =>
          at ? (
            <Text key={key} size="xs" c="dimmed">
              {t(`recoveryOutreach.messages.moments.${key}`, { date: formatDateTime(at) })}
            </Text>
          ) : null,
        )}
      </Group>
    </Stack>
  );
}
