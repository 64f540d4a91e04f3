import { transactionsCsv } from './analytics-csv.ts';
import { AnalyticsFrame } from './analytics-frame.tsx';
import { useTransactions } from './api/analytics.ts';
import { PanelSkeleton } from './panel-states.tsx';
import { TransactionsView } from './transactions-view.tsx';
import { usePeriod } from './use-period.ts';

/** Admin → Analytics → Transactions: conversion, acquirers, refusals and chargebacks. */
export default function TransactionsPanel() {
  const [period, setPeriod, query] = usePeriod();
  const report = useTransactions(query);
  return (
    <AnalyticsFrame
      panel="transactions"
      period={period}
      onPeriodChange={setPeriod}
      query={query}
      report={report}
      csv={transactionsCsv}
      skeleton={<PanelSkeleton cards={5} charts={[300, 300, 260, 260]} />}
    >
      {(data) => <TransactionsView data={data} />}
    </AnalyticsFrame>
  );
}
