import { describe, expect, it } from 'vitest';
import {
  isFiltered,
  lastChangeAt,
  noWithdrawalFilters,
  toWithdrawalFilters,
} from './withdrawal-filter-state.ts';

describe('withdrawal filters', () => {
  it('sends only what is chosen', () => {
    expect(toWithdrawalFilters(noWithdrawalFilters)).toEqual({});
    expect(isFiltered(noWithdrawalFilters)).toBe(false);
    const state = {
      status: 'rejected',
      date: { preset: 'custom', range: { from: '2026-11-01', to: '2026-11-20' } },
    } as const;
    expect(toWithdrawalFilters(state)).toEqual({
      status: 'rejected',
      from: '2026-11-01',
      to: '2026-11-20',
    });
    expect(isFiltered(state)).toBe(true);
  });

  it('dates a withdrawal by its latest transition', () => {
    expect(lastChangeAt({ requestedAt: 'a', timeline: [] })).toBe('a');
    expect(lastChangeAt({ requestedAt: 'a', timeline: [{ at: 'b' }, { at: 'c' }] })).toBe('c');
  });
});
