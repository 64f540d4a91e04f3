import { describe, expect, it } from 'vitest';
import { isFiltered, noStatementFilters, toStatementFilters } from './statement-filter-state.ts';

describe('statement filters', () => {
  it('leaves out what is not filtered', () => {
    expect(toStatementFilters(noStatementFilters)).toEqual({});
    expect(isFiltered(noStatementFilters)).toBe(false);
  });

  it('sends the account, the type and the days', () => {
    const state = {
      account: 'reserve',
      type: 'sale',
      date: { preset: 'custom' as const, range: { from: '2026-11-01', to: '2026-11-22' } },
    };
    expect(toStatementFilters(state)).toEqual({
      account: 'reserve',
      type: 'sale',
      from: '2026-11-01',
      to: '2026-11-22',
    });
    expect(isFiltered(state)).toBe(true);
    expect(isFiltered({ ...noStatementFilters, date: { preset: 'today', range: {} } })).toBe(true);
  });
});
