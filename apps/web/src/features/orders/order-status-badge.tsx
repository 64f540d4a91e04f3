import { Badge } from '@mantine/core';
import type { TransactionStatus } from '@repasse/core/states/transaction';
import { useTranslation } from 'react-i18next';

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

export function OrderStatusBadge({ status }: { status: TransactionStatus }) {
  const { t } = useTranslation();
  return (
    <Badge color={colors[status]} variant="light">
      {t(`orders.statuses.${status}`)}
    </Badge>
  );
}

export function TestModeBadge() {
  const { t } = useTranslation();
  return (
    <Badge color="yellow" variant="outline" size="sm">
      {t('orders.testMode')}
    </Badge>
  );
}
