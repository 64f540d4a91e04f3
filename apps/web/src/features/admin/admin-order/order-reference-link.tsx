import { Anchor } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { orderIdOfReference } from './postings-summary.ts';

type OrderReferenceLinkProps = { reference: string; children: ReactNode };

/** A ledger reference that names an order links to /admin-order; any other stays plain text. */
export function OrderReferenceLink({ reference, children }: OrderReferenceLinkProps) {
  const { t } = useTranslation();
  const orderId = orderIdOfReference(reference);
  if (!orderId) return <>{children}</>;
  return (
    <Anchor
      component={Link}
      to={`/admin-order?id=${orderId}`}
      inherit
      // Inside a line of text, colour alone would not tell the link apart (WCAG 1.4.1).
      underline="always"
      aria-label={t('adminOrder.openOrder', { id: orderId.slice(0, 8).toUpperCase() })}
    >
      {children}
    </Anchor>
  );
}
