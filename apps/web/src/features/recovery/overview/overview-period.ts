import type { RecoverySummaryQuery } from '@repasse/core/contract/recovery-outreach';
import {
  type DateFilter,
  type DatePreset,
  presetFilter,
} from '../../../shared/dates/date-presets.ts';

/** The summary always counts a period: every preset but "any date", as the dashboard's. */
export const overviewPresets = [
  'today',
  'yesterday',
  'last7Days',
  'thisMonth',
  'lastMonth',
  'custom',
] as const satisfies readonly DatePreset[];

export const defaultOverviewPeriod = (now: Date): DateFilter => presetFilter('last7Days', now);

/** The summary's query: every overview preset has both ends. */
export const summaryQueryOf = (filter: DateFilter): RecoverySummaryQuery => ({
  from: filter.range.from ?? '',
  to: filter.range.to ?? '',
});
