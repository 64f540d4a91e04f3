import { Badge } from '@mantine/core';
import type { WebhookDelivery } from '@repasse/core/contract/integrations';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

const colors = { pending: 'yellow', delivered: 'teal', failed: 'red' } as const;

/** A delivery still retrying after a failed attempt says so, rather than just "pending". */
export function DeliveryStatusBadge({ delivery }: { delivery: WebhookDelivery }) {
  const { t } = useTranslation();
  const retrying = delivery.status === 'pending' && delivery.attempts > 0;
  return (
    <Badge
      color={retrying ? 'orange' : colors[delivery.status]}
      variant="light"
      style={{ minWidth: 'max-content' }}
    >
      {t(`integrations.webhooks.deliveries.statuses.${retrying ? 'retrying' : delivery.status}`)}
    </Badge>
  );
}
