import type { AnalyticsMode, AnalyticsQuery } from '@repasse/core/contract/analytics';
import { type DateFilter, datePresets, presetFilter } from '../../../shared/dates/date-presets.ts';
import { dayIn } from '../../../shared/dates/platform-day.ts';

/** What a panel's period bar holds: the days (a preset or a custom range) and live or test. */
export type PeriodState = { date: DateFilter; mode: AnalyticsMode };

/** A report always covers a period: every preset but "any date". */
export const analyticsPresets = datePresets.filter((preset) => preset !== 'any');

export const defaultPeriod = (now: Date): PeriodState => ({
  date: presetFilter('last7Days', now),
  mode: 'live',
});

/** The request's query; a filter without days (never offered here) falls back to today. */
export function toAnalyticsQuery({ date, mode }: PeriodState, now: Date): AnalyticsQuery {
  const today = dayIn(now);
  return { from: date.range.from ?? today, to: date.range.to ?? today, mode };
}

/** `analytics-revenue-live-2026-11-19-2026-11-25.csv` */
export const csvFileName = (panel: string, { from, to, mode }: AnalyticsQuery) =>
  `analytics-${panel}-${mode}-${from}-${to}.csv`;
