import { Anchor, Text } from '@mantine/core';
import type { AdminRecoveryBalanceRow } from '@repasse/core/contract/recovery';
import { Link } from 'react-router';
import { sellerDrawerHref } from '../analytics/ranking-links.ts';

/** The seller's name and email; the name opens the seller in the users panel's drawer. */
export function SellerLink({ row }: { row: AdminRecoveryBalanceRow }) {
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor component={Link} to={sellerDrawerHref(row.sellerId)} size="sm" fw={600}>
        <Text span inherit style={{ overflowWrap: 'anywhere' }}>
          {row.name || row.email}
        </Text>
      </Anchor>
      <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
        {row.email}
      </Text>
    </div>
  );
}
