import { addDays, dayIn, endOfPreviousMonth, firstOfMonth, type IsoDay } from './platform-day.ts';

/** docs/product.md §9 date presets, after "any date" (no filter). */
export const datePresets = [
  'any',
  'today',
  'yesterday',
  'last7Days',
  'thisMonth',
  'lastMonth',
  'custom',
] as const;
export type DatePreset = (typeof datePresets)[number];

/** Both ends included; a missing end is open. */
export type DayRange = { from?: IsoDay; to?: IsoDay };

export const isDatePreset = (value: string): value is DatePreset =>
  (datePresets as readonly string[]).includes(value);

/** The days a preset covers, counted from `today`; "custom" is chosen by hand, so it has none. */
export function presetRange(preset: Exclude<DatePreset, 'custom'>, today: IsoDay): DayRange {
  switch (preset) {
    case 'any':
      return {};
    case 'today':
      return { from: today, to: today };
    case 'yesterday': {
      const yesterday = addDays(today, -1);
      return { from: yesterday, to: yesterday };
    }
    case 'last7Days':
      return { from: addDays(today, -6), to: today };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const end = endOfPreviousMonth(today);
      return { from: firstOfMonth(end), to: end };
    }
  }
}

/** The applied date filter: a preset and the days it stands for. */
export type DateFilter = { preset: DatePreset; range: DayRange };

export const anyDate: DateFilter = { preset: 'any', range: {} };

/** A preset's filter as of `now` (São Paulo days, like the server's). */
export const presetFilter = (preset: Exclude<DatePreset, 'custom'>, now: Date): DateFilter => ({
  preset,
  range: presetRange(preset, dayIn(now)),
});
