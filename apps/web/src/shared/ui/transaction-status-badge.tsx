import { Badge } from '@mantine/core';
import type { TransactionStatus } from '@repasse/core/states/transaction';
import { useTranslation } from '../i18n/use-translation.ts';

const colors: Record<TransactionStatus, string> = {
  pending: 'yellow',
  paid: 'green',
  failed: 'red',
  canceled: 'gray',
  refused: 'red',
  chargeback: 'grape',
  in_protest: 'orange',
  refunded: 'blue',
  error: 'red',
};

/** An order's status in the colours of the orders screens. */
export function TransactionStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`orders.statuses.${status}`)}
    </Badge>
  );
}

/** Marks an order made in test mode. */
export function TestOrderBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="yellow" variant="light" size="sm">
      {t('orders.testMode')}
    </Badge>
  );
}
