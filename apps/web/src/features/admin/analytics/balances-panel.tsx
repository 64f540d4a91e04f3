import { balancesCsv } from './analytics-csv.ts';
import { AnalyticsFrame } from './analytics-frame.tsx';
import { useBalances } from './api/analytics.ts';
import { BalancesView } from './balances-view.tsx';
import { PanelSkeleton } from './panel-states.tsx';
import { usePeriod } from './use-period.ts';

/** Admin → Analytics → Balances: what sellers' accounts hold, what frees up next, payouts due. */
export default function BalancesPanel() {
  const [period, setPeriod, query] = usePeriod();
  const report = useBalances(query);
  return (
    <AnalyticsFrame
      panel="balances"
      period={period}
      onPeriodChange={setPeriod}
      query={query}
      report={report}
      csv={balancesCsv}
      skeleton={<PanelSkeleton cards={5} charts={[340, 340, 220]} />}
    >
      {(data) => <BalancesView data={data} />}
    </AnalyticsFrame>
  );
}
