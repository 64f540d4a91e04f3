import { Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconFilterOff } from '@tabler/icons-react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from '../i18n/use-translation.ts';
import { LoadError } from './load-error.tsx';

type Page = { items: unknown[]; total: number };

/** `P`: the list's own page, with whatever else its answer carries (the orders' `totalExact`). */
type PagedQueryBodyProps<P extends Page> = {
  query: UseQueryResult<P>;
  loadErrorTitle: string;
  /** Placeholder rows while the first page loads. */
  skeleton?: { rows: number; height: number };
  /** Shown when the page has no rows (see ListEmptyState). */
  empty: ReactNode;
  children: (page: P) => ReactNode;
};

/**
 * The body of every paged list: skeleton rows on the first load, the failure with a retry, the
 * empty state, or the rows; the previous page stays visible (aria-busy) while the next loads.
 */
export function PagedQueryBody<P extends Page>({
  query,
  loadErrorTitle,
  skeleton = { rows: 5, height: 36 },
  empty,
  children,
}: PagedQueryBodyProps<P>) {
  const { t } = useTranslation();
  return (
    <Stack mt="md" gap={0} aria-busy={query.isFetching}>
      {query.isPending ? (
        <Stack gap="xs" role="status" aria-label={t('app.loading')}>
          {[...Array(skeleton.rows).keys()].map((row) => (
            <Skeleton key={row} h={skeleton.height} />
          ))}
        </Stack>
      ) : query.isError ? (
        <LoadError
          title={loadErrorTitle}
          error={query.error}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : query.data.items.length === 0 ? (
        empty
      ) : (
        children(query.data)
      )}
    </Stack>
  );
}

type ListEmptyStateProps = {
  icon: ReactNode;
  title: string;
  description: string;
  /** When filters hide every row: a button that clears them. */
  clear?: { label: string; onClick: () => void };
};

/** No rows: why, and the way out when filters are the reason. */
export function ListEmptyState({ icon, title, description, clear }: ListEmptyStateProps) {
  return (
    <EmptyState py="xl" size="sm" icon={icon} title={title} description={description}>
      {clear ? (
        <EmptyState.Actions>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconFilterOff size={14} aria-hidden />}
            onClick={clear.onClick}
          >
            {clear.label}
          </Button>
        </EmptyState.Actions>
      ) : null}
    </EmptyState>
  );
}
