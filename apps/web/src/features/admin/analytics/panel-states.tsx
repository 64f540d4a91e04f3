import { Card, EmptyState, SimpleGrid, Skeleton } from '@mantine/core';
import type { ReactNode } from 'react';

type CardsSkeletonProps = { cards: number; charts: number[] };

/** Stat cards then charts of the given heights, in grey, laid out as the panel will be. */
export function PanelSkeleton({ cards, charts }: CardsSkeletonProps) {
  return (
    <>
      {cards > 0 ? (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {Array.from({ length: cards }, (_, card) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
            <Skeleton key={card} h={108} radius="md" />
          ))}
        </SimpleGrid>
      ) : null}
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
        {charts.map((height, chart) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <Skeleton key={chart} h={height} radius="md" />
        ))}
      </SimpleGrid>
    </>
  );
}

type NothingProps = { icon: ReactNode; title: string; description?: string };

/** The panel's charts when the period has nothing to draw. */
export function NothingInPeriod({ icon, title, description }: NothingProps) {
  return (
    <Card py="xl">
      <EmptyState size="sm" icon={icon} title={title} description={description} />
    </Card>
  );
}
