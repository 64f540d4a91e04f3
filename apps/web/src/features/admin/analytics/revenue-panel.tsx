import { revenueCsv } from './analytics-csv.ts';
import { AnalyticsFrame } from './analytics-frame.tsx';
import { useRevenue } from './api/analytics.ts';
import { PanelSkeleton } from './panel-states.tsx';
import { RevenueView } from './revenue-view.tsx';
import { usePeriod } from './use-period.ts';

/** Admin → Analytics → Revenue: volume, what the platform earned and kept, refunds, chargebacks. */
export default function RevenuePanel() {
  const [period, setPeriod, query] = usePeriod();
  const report = useRevenue(query);
  return (
    <AnalyticsFrame
      panel="revenue"
      period={period}
      onPeriodChange={setPeriod}
      query={query}
      report={report}
      csv={revenueCsv}
      skeleton={<PanelSkeleton cards={6} charts={[340, 340, 260]} />}
    >
      {(data) => <RevenueView data={data} />}
    </AnalyticsFrame>
  );
}
