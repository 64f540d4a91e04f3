import { describe, expect, it } from 'vitest';
import { datePresets, isDatePreset, presetFilter, presetRange } from './date-presets.ts';

describe('presetRange', () => {
  const today = '2026-11-22';

  it('covers the SPEC §9 presets', () => {
    expect(presetRange('any', today)).toEqual({});
    expect(presetRange('today', today)).toEqual({ from: today, to: today });
    expect(presetRange('yesterday', today)).toEqual({ from: '2026-11-21', to: '2026-11-21' });
    expect(presetRange('last7Days', today)).toEqual({ from: '2026-11-16', to: today });
    expect(presetRange('thisMonth', today)).toEqual({ from: '2026-11-01', to: today });
    expect(presetRange('lastMonth', today)).toEqual({ from: '2026-10-01', to: '2026-10-31' });
  });

  it('handles the first day of a month and of a year', () => {
    expect(presetRange('yesterday', '2026-03-01')).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(presetRange('thisMonth', '2026-03-01')).toEqual({
      from: '2026-03-01',
      to: '2026-03-01',
    });
    expect(presetRange('lastMonth', '2026-01-15')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetRange('lastMonth', '2024-03-31')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(presetRange('last7Days', '2027-01-03')).toEqual({
      from: '2026-12-28',
      to: '2027-01-03',
    });
  });

  it('never gives a start after the end', () => {
    for (const preset of datePresets) {
      if (preset === 'custom' || preset === 'any') continue;
      for (const day of ['2026-01-01', '2026-02-28', '2026-12-31', '2024-02-29']) {
        const { from = '', to = '' } = presetRange(preset, day);
        expect(from <= to, `${preset} on ${day}`).toBe(true);
        expect(to <= day).toBe(true);
      }
    }
  });
});

describe('presetFilter', () => {
  it('counts from the São Paulo day', () => {
    // 01:00 UTC on 1 December is still 30 November in São Paulo.
    expect(presetFilter('today', new Date('2026-12-01T01:00:00Z'))).toEqual({
      preset: 'today',
      range: { from: '2026-11-30', to: '2026-11-30' },
    });
    expect(presetFilter('thisMonth', new Date('2026-12-01T01:00:00Z')).range).toEqual({
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });
});

describe('isDatePreset', () => {
  it('knows the presets', () => {
    expect(isDatePreset('last7Days')).toBe(true);
    expect(isDatePreset('custom')).toBe(true);
    expect(isDatePreset('lastYear')).toBe(false);
  });
});
