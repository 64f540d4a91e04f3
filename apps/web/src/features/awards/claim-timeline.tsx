import { Text, ThemeIcon, Timeline } from '@mantine/core';
import type { AwardClaimEvent } from '@repasse/core/contract/awards';
import { formatDateTime } from '../../shared/i18n/format-date.ts';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { claimStatusLook } from './claim-status-badge.tsx';

/** Every step of a claim, oldest first, with when and any note (the shipment, the reason). */
export function ClaimTimeline({ events }: { events: AwardClaimEvent[] }) {
  const { t } = useTranslation();
  return (
    <Timeline
      active={events.length - 1}
      bulletSize={26}
      lineWidth={2}
      aria-label={t('awards.timeline.label')}
    >
      {events.map((event, index) => {
        const { color, icon: StatusIcon } = claimStatusLook[event.status];
        return (
          <Timeline.Item
            // biome-ignore lint/suspicious/noArrayIndexKey: events never reorder
            key={index}
            bullet={
              <ThemeIcon color={color} variant="light" radius="xl" size={26}>
                <StatusIcon size={14} aria-hidden />
              </ThemeIcon>
            }
            title={
              <Text size="sm" fw={600} component="span">
                {t(`awards.claimStatus.${event.status}`)}
              </Text>
            }
            data-testid="award-timeline-event"
          >
            <Text size="xs" c="dimmed">
              {formatDateTime(event.at)}
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
