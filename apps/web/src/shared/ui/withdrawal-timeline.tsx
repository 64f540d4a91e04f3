import { Text, ThemeIcon, Timeline } from '@mantine/core';
import type { Withdrawal } from '@repasse/core/contract/withdrawals';
import { formatDateTime } from '../i18n/format-date.ts';
import { useTranslation } from '../i18n/use-translation.ts';
import { withdrawalStatusLook } from './withdrawal-status-badge.tsx';

type WithdrawalTimelineProps = {
  events: Withdrawal['timeline'];
  /** Where the actor names are: the seller reads "by you", an admin "by the seller". */
  actorsKey?: string;
};

/** Every transition of a withdrawal, oldest first, with when, who and any note. */
export function WithdrawalTimeline({
  events,
  actorsKey = 'withdrawals.timeline.actors',
}: WithdrawalTimelineProps) {
  const { t } = useTranslation();
  return (
    <Timeline
      active={events.length - 1}
      bulletSize={26}
      lineWidth={2}
      aria-label={t('withdrawals.timeline.label')}
    >
      {events.map((event, index) => {
        const { color, icon: StatusIcon } = withdrawalStatusLook[event.status];
        return (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: events never reorder and may repeat a status
            key={index}
            bullet={
              <ThemeIcon color={color} variant="light" radius="xl" size={26}>
                <StatusIcon size={14} aria-hidden />
              </ThemeIcon>
            }
            title={
              <Text size="sm" fw={600} component="span">
                {t(`withdrawals.status.${event.status}`)}
              </Text>
            }
            data-testid="timeline-event"
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(event.at)} · {t(`${actorsKey}.${event.actorType}`)}
            </Text>
            {event.note ? (
              <Text size="sm" mt={4} style={{ overflowWrap: 'anywhere' }}>
                {event.note}
              </Text>
            ) : null}
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}
