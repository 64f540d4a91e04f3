import { describe, expect, it } from 'vitest';
import { noRunFilters, toRunFilters } from './run-filter-state.ts';

describe('toRunFilters', () => {
  it('sends nothing for "all"', () => {
    expect(toRunFilters(noRunFilters)).toEqual({});
  });

  it('sends what is chosen, the abandonment report being event=abandoned_checkout', () => {
    expect(
      toRunFilters({
        event: 'abandoned_checkout',
        status: 'stopped',
        recovered: 'true',
        date: { preset: 'custom', range: { from: '2026-11-01', to: '2026-11-27' } },
      }),
    ).toEqual({
      event: 'abandoned_checkout',
      status: 'stopped',
      recovered: 'true',
      from: '2026-11-01',
      to: '2026-11-27',
    });
    expect(toRunFilters({ ...noRunFilters, recovered: 'false' })).toEqual({ recovered: 'false' });
  });
});
