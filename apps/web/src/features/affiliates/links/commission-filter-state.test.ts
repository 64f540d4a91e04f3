import { describe, expect, it } from 'vitest';
import {
  isCommissionFiltered,
  noCommissionFilters,
  toCommissionFilters,
} from './commission-filter-state.ts';

describe('commission filters', () => {
  it('sends only what is set, with the period of the tab', () => {
    expect(toCommissionFilters(noCommissionFilters, {})).toEqual({});
    expect(
      toCommissionFilters(
        { status: 'available', productId: '9f1c2b3a-0000-4000-8000-000000000001' },
        { from: '2026-03-01', to: '2026-03-07' },
      ),
    ).toEqual({
      from: '2026-03-01',
      to: '2026-03-07',
      productId: '9f1c2b3a-0000-4000-8000-000000000001',
      status: 'available',
    });
  });

  it('knows when its own filters hide rows', () => {
    expect(isCommissionFiltered(noCommissionFilters)).toBe(false);
    expect(isCommissionFiltered({ status: 'reversed', productId: '' })).toBe(true);
  });
});
