import { Badge, Card, Group, Text, Timeline } from '@mantine/core';
import type { OrderDetail } from '@repasse/core/contract/charges';
import { IconTrophy } from '@tabler/icons-react';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { recoveryChannelIcons } from '../../shared/ui/recovery-channel.tsx';
import { RecoveryMessageStatusBadge } from '../../shared/ui/recovery-message-status-badge.tsx';

type RecoveryMessage = OrderDetail['recovery'][number];

/** When a message moved on after it was written: delivered, read, its link opened. */
function moments(message: RecoveryMessage) {
  return (
    [
      ['deliveredAt', message.deliveredAt],
      ['readAt', message.readAt],
      ['clickedAt', message.clickedAt],
    ] as const
  ).filter((moment): moment is readonly [(typeof moment)[0], string] => moment[1] !== null);
}

/**
 * Smart recovery's messages about this order, oldest first; the one the sale is credited to
 * stands out. Shown only when there were messages.
 */
export function OrderRecoveryCard({ messages }: { messages: OrderDetail['recovery'] }) {
  const { t } = useTranslation();
  return (
    <Card component="section" aria-labelledby="order-recovery" data-testid="order-recovery">
      <Text id="order-recovery" component="h2" fw={700} m={0}>
        {t('orders.recovery.title')}
      </Text>
      <Text size="xs" c="dimmed" mb="md">
        {t('orders.recovery.description')}
      </Text>
      <Timeline bulletSize={26} lineWidth={2} active={messages.length - 1}>
        {messages.map((message) => {
          const ChannelIcon = recoveryChannelIcons[message.channel];
          return (
            <Timeline.Item
              key={message.id}
              color={message.won ? 'grape' : undefined}
              bullet={<ChannelIcon size={14} aria-hidden />}
              title={
                <Group gap={6} wrap="wrap">
                  <Text size="sm" fw={600} span>
                    {t('orders.recovery.step', {
                      step: message.step + 1,
                      channel: t(`recovery.channels.${message.channel}`),
                    })}
                  </Text>
                  <RecoveryMessageStatusBadge status={message.status} size="xs" />
                  {message.won ? (
                    <Badge
                      color="grape"
                      variant="filled"
                      size="xs"
                      leftSection={<IconTrophy size={10} aria-hidden />}
                      data-testid="order-recovery-won"
                    >
                      {t('orders.recovery.won')}
                    </Badge>
                  ) : null}
                </Group>
              }
              data-won={message.won || undefined}
            >
              <Text size="xs" c="dimmed">
                {t(`recoveryOutreach.events.${message.event}.title`)} ·{' '}
                {formatDateTime(message.createdAt)}
              </Text>
              {moments(message).map(([key, at]) => (
                <Text key={key} size="xs" c="dimmed">
                  {t(`recoveryOutreach.messages.moments.${key}`, { date: formatDateTime(at) })}
                </Text>
              ))}
            </Timeline.Item>
          );
        })}
      </Timeline>
    </Card>
  );
}
