import { Badge } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const colors: Record<string, string> = {
  queued: 'yellow',
  retrying: 'orange',
  outbox: 'blue',
  sent: 'teal',
};

/** queued -> sent by SMTP, or kept in the local outbox when no SMTP server is set. */
export function EmailStatusBadge({ status }: { status: string }) {
  const { t } = useTranslation();
  return (
    <Badge
      size="sm"
      variant="light"
      color={colors[status] ?? 'gray'}
      style={{ minWidth: 'max-content' }}
    >
      {t(`emailOutbox.statuses.${status}`, { defaultValue: status })}
    </Badge>
  );
}
