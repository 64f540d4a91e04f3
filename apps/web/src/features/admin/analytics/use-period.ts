import type { AnalyticsQuery } from '@repasse/core/contract/analytics';
import { useState } from 'react';
import { defaultPeriod, type PeriodState, toAnalyticsQuery } from './analytics-period.ts';

/** A panel's own period, and the query it stands for. */
export function usePeriod(): [PeriodState, (next: PeriodState) => void, AnalyticsQuery] {
  const [period, setPeriod] = useState(() => defaultPeriod(new Date()));
  return [period, setPeriod, toAnalyticsQuery(period, new Date())];
}
