import { analyticsMaxDays } from '@repasse/core/contract/seller-analytics';
import { customRangeErrors, hasRangeErrors } from '../../../shared/dates/custom-range.ts';
import {
  type DateFilter,
  type DatePreset,
  isDatePreset,
  presetFilter,
} from '../../../shared/dates/date-presets.ts';
import { addDays, type IsoDay } from '../../../shared/dates/platform-day.ts';
import type { AnalyticsRange } from '../api/seller-analytics.ts';

/** The dashboard always shows a period: every preset but "any date". */
export const dashboardPresets = [
  'today',
  'yesterday',
  'last7Days',
  'thisMonth',
  'lastMonth',
  'custom',
] as const satisfies readonly DatePreset[];
type DashboardPreset = (typeof dashboardPresets)[number];

export const defaultDashboardPreset = 'last7Days';

const isDashboardPreset = (value: string): value is DashboardPreset =>
  isDatePreset(value) && (dashboardPresets as readonly string[]).includes(value);

/**
 * The period in the address (`?period=thisMonth`, `?period=custom&from=…&to=…`). A preset is
 * counted again from `now`, so a reload next week still shows "the last 7 days"; anything
 * unreadable falls back to the default.
 */
export function periodFromParams(params: URLSearchParams, now: Date): DateFilter {
  const preset = params.get('period') ?? '';
  if (preset === 'custom') {
    const from = params.get('from') ?? '';
    const to = params.get('to') ?? '';
    if (!hasRangeErrors(customRangeErrors(from, to, analyticsMaxDays)))
      return { preset: 'custom', range: { from, to } };
  } else if (isDashboardPreset(preset) && preset !== 'custom') {
    return presetFilter(preset, now);
  }
  return presetFilter(defaultDashboardPreset, now);
}

/** `current` with the period's parameters replaced; the default period leaves none. */
export function withPeriodParams(current: URLSearchParams, filter: DateFilter): URLSearchParams {
  const next = new URLSearchParams(current);
  for (const key of ['period', 'from', 'to']) next.delete(key);
  if (filter.preset === 'custom') {
    next.set('period', 'custom');
    next.set('from', filter.range.from ?? '');
    next.set('to', filter.range.to ?? '');
  } else if (filter.preset !== defaultDashboardPreset) {
    next.set('period', filter.preset);
  }
  return next;
}

/** The days a dashboard filter covers (every dashboard preset has both ends). */
export const rangeOf = (filter: DateFilter): AnalyticsRange => ({
  from: filter.range.from ?? '',
  to: filter.range.to ?? '',
});

/**
 * The period the figures are compared with: as long as `range`, ending the day before it (the
 * server's `analyticsPeriod` says the same). Known before the answer arrives, so the line that
 * names it is drawn with the page.
 */
export function previousRangeOf(range: AnalyticsRange): AnalyticsRange {
  const length = daysBetween(range.from, range.to) + 1;
  return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
}

const daysBetween = (from: IsoDay, to: IsoDay) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
