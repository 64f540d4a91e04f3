import { Anchor, Group, Skeleton, Text } from '@mantine/core';
import { IconArrowRight } from '@tabler/icons-react';
import { useDeferredValue } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { useFormatMoney } from '../../../shared/money/use-format-money.ts';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useRecoveredFigures } from '../api/recovered.ts';
import type { AnalyticsRange } from '../api/seller-analytics.ts';
import { StatCard } from './stat-card.tsx';

/** The period's sales smart recovery won back, what the messages cost, one click from Recovery. */
export function RecoveredCard({ range }: { range: AnalyticsRange }) {
  const { t } = useTranslation();
  const money = useFormatMoney();
  const summary = useRecoveredFigures(range);
  // Drawn in a background render React splits into short tasks (see dashboard-screen.tsx).
  const figures = useDeferredValue(summary.data);
  if (summary.isError && !figures) {
    return (
      <LoadError
        title={t('dashboard.recovered.loadError')}
        error={summary.error}
        onRetry={() => void summary.refetch()}
        retrying={summary.isFetching}
      />
    );
  }
  if (!figures) return <Skeleton h={128} radius="lg" />;
  return (
    <StatCard
      label={t('dashboard.recovered.title')}
      value={money(figures.recoveredAmount)}
      dimmed={summary.isPlaceholderData}
    >
      <Text size="xs" c="dimmed">
        {t('dashboard.recovered.detail', {
          count: figures.recovered,
          cost: money(figures.cost),
        })}
      </Text>
      <Anchor component={Link} to="/recovery" size="xs" fw={600}>
        <Group gap={4} wrap="nowrap">
          {t('dashboard.recovered.open')}
          <IconArrowRight size={12} aria-hidden />
        </Group>
      </Anchor>
    </StatCard>
  );
}
