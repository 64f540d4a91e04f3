import { SimpleGrid } from '@mantine/core';
import type { MarketplaceItem } from '@repasse/core/contract/affiliates';
import { MarketplaceCard } from './marketplace-card.tsx';

type MarketplaceGridProps = {
  items: MarketplaceItem[];
  label: string;
  invite: string | null;
  onOpenLinks: () => void;
};

/** Programmes as cards: one a row on a phone, up to three on a wide screen. */
export function MarketplaceGrid({ items, label, invite, onOpenLinks }: MarketplaceGridProps) {
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 1, sm: 2, lg: 3 }}
      spacing="md"
      m={0}
      p={0}
      style={{ listStyle: 'none' }}
      aria-label={label}
    >
      {items.map((item) => (
        <MarketplaceCard
          key={item.productId}
          item={item}
          invite={invite}
          onOpenLinks={onOpenLinks}
        />
      ))}
    </SimpleGrid>
  );
}
