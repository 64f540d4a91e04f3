import { Anchor, Group } from '@mantine/core';
import type { Charge } from '@repasse/core/contract/charges';
import { Link } from 'react-router';
import { useTranslation } from '../../shared/i18n/use-translation.ts';
import { TestOrderBadge } from '../../shared/ui/transaction-status-badge.tsx';

/** "Pix", "Boleto", "Card" or "Card · 3x": how every order list names the method. */
export function useOrderMethodText() {
  const { t } = useTranslation();
  return (order: Charge) =>
    order.method === 'card' && order.instalments > 1
      ? t('orders.methodWithInstalments', {
          method: t(`orders.methods.${order.method}`),
          count: order.instalments,
        })
      : t(`orders.methods.${order.method}`);
}

/**
 * The order's short id, opening /order (or `to`: the admin's /admin-order), with the test-mode
 * mark when it applies.
 */
export function OrderIdLink({ order, to }: { order: Charge; to?: string }) {
  const { t } = useTranslation();
  return (
    <Group gap={6} wrap="nowrap">
      <Anchor
        component={Link}
        to={to ?? `/order?id=${order.id}`}
        ff="monospace"
        size="sm"
        aria-label={t('orders.table.open', { id: order.id.slice(0, 8) })}
      >
        {order.id.slice(0, 8)}
      </Anchor>
      {order.livemode ? null : <TestOrderBadge />}
    </Group>
  );
}
