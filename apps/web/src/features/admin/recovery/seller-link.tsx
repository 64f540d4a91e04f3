import { Anchor, Text } from '@mantine/core';
import { Link } from 'react-router';
import { sellerDrawerHref } from '../analytics/ranking-links.ts';

type SellerLinkProps = { sellerId: string; name: string; email?: string | null };

/** The seller's name (and email); the name opens the seller in the users panel's drawer. */
export function SellerLink({ sellerId, name, email }: SellerLinkProps) {
  return (
    <div style={{ minWidth: 0 }}>
      <Anchor component={Link} to={sellerDrawerHref(sellerId)} size="sm" fw={600}>
        <Text span inherit style={{ overflowWrap: 'anywhere' }}>
          {name || email}
        </Text>
      </Anchor>
      {email ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {email}
        </Text>
      ) : null}
    </div>
  );
}
