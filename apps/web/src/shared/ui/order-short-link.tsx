import { Anchor, type AnchorProps } from '@mantine/core';
import { Link } from 'react-router';
import { useTranslation } from '../i18n/use-translation.ts';

type OrderShortLinkProps = AnchorProps & {
  id: string;
  /** Where the order opens: the seller's /order, the admin's /admin-order. */
  to: string;
};

/** An order's short id opening it, as the orders list writes it. */
export function OrderShortLink({ id, to, ...props }: OrderShortLinkProps) {
  const { t } = useTranslation();
  return (
    <Anchor
      component={Link}
      to={to}
      size="sm"
      ff="monospace"
      aria-label={t('orders.table.open', { id: id.slice(0, 8) })}
      {...props}
    >
      {id.slice(0, 8)}
    </Anchor>
  );
}
