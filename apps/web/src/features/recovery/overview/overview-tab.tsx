import { Button, Card, EmptyState, Grid, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconChartBar, IconListDetails } from '@tabler/icons-react';
import { useState } from 'react';
import type { DateFilter } from '../../../shared/dates/date-presets.ts';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { DateRangeFilter } from '../../../shared/ui/date-range-filter.tsx';
import { LoadError } from '../../../shared/ui/load-error.tsx';
import { useRecoverySummary } from '../api/summary.ts';
import { ByChannelCard } from './by-channel-card.tsx';
import { ByEventCard } from './by-event-card.tsx';
import { defaultOverviewPeriod, overviewPresets, summaryQueryOf } from './overview-period.ts';
import { OverviewStats } from './overview-stats.tsx';

/** The period's outreach: the figures, then by channel (a chart) and by event (a table). */
export function OverviewTab({ onOpenSequences }: { onOpenSequences: () => void }) {
  const { t } = useTranslation();
  const [period, setPeriod] = useState<DateFilter>(() => defaultOverviewPeriod(new Date()));
  const summary = useRecoverySummary(summaryQueryOf(period));
  const data = summary.data;
  const nothing = data ? data.sent + data.failed === 0 : false;
  return (
    <Stack gap="lg">
      <SimpleGrid
        cols={{ base: 1, xs: 2, md: 4 }}
        spacing="sm"
        role="search"
        aria-label={t('recoveryOutreach.overview.periodLabel')}
      >
        <DateRangeFilter
          id="recovery-overview"
          value={period}
          onChange={setPeriod}
          presets={overviewPresets}
          texts="recoveryOutreach.period"
        />
      </SimpleGrid>
      {summary.isError && !data ? (
        <LoadError
          title={t('recoveryOutreach.overview.loadError')}
          error={summary.error}
          onRetry={() => void summary.refetch()}
          retrying={summary.isFetching}
        />
      ) : (
        <SimpleGrid
          cols={{ base: 2, md: 4 }}
          spacing={{ base: 'sm', sm: 'md' }}
          aria-busy={summary.isFetching}
        >
          {data ? (
            <OverviewStats summary={data} stale={summary.isPlaceholderData} />
          ) : (
            [0, 1, 2, 3, 4, 5, 6].map((tile) => (
              <Skeleton
                key={tile}
                h={112}
                radius="lg"
                role="status"
                aria-label={t('app.loading')}
              />
            ))
          )}
        </SimpleGrid>
      )}
      {!data ? null : nothing ? (
        <Card>
          <EmptyState
            py="lg"
            size="sm"
            icon={<IconChartBar size={24} stroke={1.5} aria-hidden />}
            title={t('recoveryOutreach.overview.emptyTitle')}
            description={t('recoveryOutreach.overview.emptyDescription')}
          >
            <EmptyState.Actions>
              <Button
                variant="default"
                size="xs"
                leftSection={<IconListDetails size={14} aria-hidden />}
                onClick={onOpenSequences}
              >
                {t('recoveryOutreach.overview.openSequences')}
              </Button>
            </EmptyState.Actions>
          </EmptyState>
        </Card>
      ) : (
        <Grid gap="lg" style={{ opacity: summary.isPlaceholderData ? 0.6 : 1 }}>
          <Grid.Col span={{ base: 12, xl: 6 }}>
            <ByChannelCard summary={data} />
          </Grid.Col>
          <Grid.Col span={{ base: 12, xl: 6 }}>
            <ByEventCard summary={data} />
          </Grid.Col>
        </Grid>
      )}
    </Stack>
  );
}
