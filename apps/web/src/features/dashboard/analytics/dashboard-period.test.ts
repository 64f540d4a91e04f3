import { describe, expect, it } from 'vitest';
import {
  periodFromParams,
  previousRangeOf,
  rangeOf,
  withPeriodParams,
} from './dashboard-period.ts';

// 02:30 UTC on 1 March is still 28 February in São Paulo (UTC−3).
const now = new Date('2026-03-01T02:30:00Z');
const read = (query: string) => periodFromParams(new URLSearchParams(query), now);

describe('the dashboard period in the address', () => {
  it('defaults to the last 7 São Paulo days, both ends included', () => {
    expect(read('')).toEqual({
      preset: 'last7Days',
      range: { from: '2026-02-22', to: '2026-02-28' },
    });
  });

  it('counts a preset again from now', () => {
    expect(read('period=lastMonth').range).toEqual({ from: '2026-01-01', to: '2026-01-31' });
    expect(read('period=yesterday').range).toEqual({ from: '2026-02-27', to: '2026-02-27' });
    expect(read('period=thisMonth').range).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });

  it('keeps a valid custom range and refuses the rest', () => {
    expect(read('period=custom&from=2025-12-01&to=2026-01-15')).toEqual({
      preset: 'custom',
      range: { from: '2025-12-01', to: '2026-01-15' },
    });
    for (const bad of [
      'period=custom&from=2026-01-15&to=2025-12-01',
      'period=custom&from=2026-02-30&to=2026-03-01',
      'period=custom&from=2020-01-01&to=2026-01-01',
      'period=custom',
      'period=any',
      'period=nonsense',
    ])
      expect(read(bad).preset, bad).toBe('last7Days');
  });

  it('writes the period back, leaving other parameters alone', () => {
    const current = new URLSearchParams('tab=x&period=custom&from=2026-01-01&to=2026-01-02');
    expect(withPeriodParams(current, { preset: 'thisMonth', range: {} }).toString()).toBe(
      'tab=x&period=thisMonth',
    );
    expect(withPeriodParams(current, { preset: 'last7Days', range: {} }).toString()).toBe('tab=x');
    const custom = { preset: 'custom', range: { from: '2026-02-01', to: '2026-02-10' } } as const;
    const written = withPeriodParams(new URLSearchParams(), custom);
    expect(written.toString()).toBe('period=custom&from=2026-02-01&to=2026-02-10');
    expect(periodFromParams(written, now)).toEqual(custom);
    expect(rangeOf(custom)).toEqual({ from: '2026-02-01', to: '2026-02-10' });
  });
});

describe('the period the figures are compared with', () => {
  it('is as long as the period and ends the day before it', () => {
    expect(previousRangeOf({ from: '2026-02-22', to: '2026-02-28' })).toEqual({
      from: '2026-02-15',
      to: '2026-02-21',
    });
    expect(previousRangeOf({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(previousRangeOf({ from: '2026-02-01', to: '2026-02-28' })).toEqual({
      from: '2026-01-04',
      to: '2026-01-31',
    });
  });
});
