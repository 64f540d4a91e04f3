import { describe, expect, it } from 'vitest';
import {
  isOrdersFiltered,
  noOrderFilters,
  type OrderFilterState,
  toOrderFilters,
} from './order-filter-state.ts';

describe('toOrderFilters', () => {
  it('sends only what is set', () => {
    expect(toOrderFilters(noOrderFilters)).toEqual({});
    expect(isOrdersFiltered(noOrderFilters)).toBe(false);
    const state: OrderFilterState = {
      ...noOrderFilters,
      method: 'card',
      instalments: '3',
      search: '  ana@ ',
      date: { preset: 'today' as const, range: { from: '2026-11-22', to: '2026-11-22' } },
    };
    expect(toOrderFilters(state)).toEqual({
      method: 'card',
      instalments: 3,
      search: 'ana@',
      from: '2026-11-22',
      to: '2026-11-22',
    });
    expect(isOrdersFiltered(state)).toBe(true);
  });

  it('sends the recovery filter: won back by smart recovery, or not', () => {
    expect(toOrderFilters({ ...noOrderFilters, recovered: 'true' })).toEqual({ recovered: 'true' });
    expect(toOrderFilters({ ...noOrderFilters, recovered: 'false' })).toEqual({
      recovered: 'false',
    });
    expect(isOrdersFiltered({ ...noOrderFilters, recovered: 'true' })).toBe(true);
  });
});
