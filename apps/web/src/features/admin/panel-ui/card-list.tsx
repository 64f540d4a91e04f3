import { Card, EmptyState, Skeleton, Stack } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';

type CardListProps<T> = {
  rows: T[] | undefined;
  loading: boolean;
  /** Names the list for screen readers, as the table's label does on wider screens. */
  label: string;
  /** Height of each placeholder card, close to a real one so the page does not jump. */
  skeletonHeight: number;
  empty: { icon: ReactNode; title: string; description?: string };
  /** One keyed `li` (or component="li") per row. */
  children: (row: T) => ReactNode;
};

/** A panel's rows on phones: one card per row, with the loading and empty states of the table. */
export function CardList<T>({
  rows,
  loading,
  label,
  skeletonHeight,
  empty,
  children,
}: CardListProps<T>) {
  const { t } = useTranslation();
  if (loading && !rows) {
    return (
      <Stack gap="sm" aria-busy="true" role="status" aria-label={t('app.loading')}>
        {[0, 1, 2].map((key) => (
          <Skeleton key={key} h={skeletonHeight} radius="md" />
        ))}
      </Stack>
    );
  }
  if (!rows?.length) {
    return (
      <Card py="xl">
        <EmptyState
          size="sm"
          icon={empty.icon}
          title={empty.title}
          description={empty.description}
        />
      </Card>
    );
  }
  return (
    <Stack gap="sm" component="ul" p={0} m={0} style={{ listStyle: 'none' }} aria-label={label}>
      {rows.map(children)}
    </Stack>
  );
}
