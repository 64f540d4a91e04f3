import { NativeSelect } from '@mantine/core';
import { type AnalyticsRankingSort, analyticsRankingSorts } from '@repasse/core/contract/analytics';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/use-translation.ts';
import { rankingsCsv } from './analytics-csv.ts';
import { AnalyticsFrame } from './analytics-frame.tsx';
import { useRankings } from './api/analytics.ts';
import { PanelSkeleton } from './panel-states.tsx';
import { RankingsView } from './rankings-view.tsx';
import { usePeriod } from './use-period.ts';

/** How many of each ranking the panel shows. */
const rankingSize = 10;

/** Admin → Analytics → Rankings: the top sellers, products and acquirers of the period. */
export default function RankingsPanel() {
  const { t } = useTranslation();
  const [period, setPeriod, query] = usePeriod();
  const [sort, setSort] = useState<AnalyticsRankingSort>('volume');
  const report = useRankings({ ...query, sort, limit: rankingSize });
  return (
    <AnalyticsFrame
      panel="rankings"
      period={period}
      onPeriodChange={setPeriod}
      query={query}
      report={report}
      csv={rankingsCsv}
      skeleton={<PanelSkeleton cards={0} charts={[320, 320, 220]} />}
      controls={
        <NativeSelect
          id="analytics-rankings-sort"
          label={t('admin.analytics.rankings.sort')}
          value={sort}
          onChange={(event) => setSort(event.currentTarget.value as AnalyticsRankingSort)}
          data={analyticsRankingSorts.map((option) => ({
            value: option,
            label: t(`admin.analytics.rankings.sorts.${option}`),
          }))}
        />
      }
    >
      {(data) => <RankingsView data={data} />}
    </AnalyticsFrame>
  );
}
