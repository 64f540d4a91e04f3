import { describe, expect, it } from 'vitest';
import { defaultQueueFilters, selectableIds, toQueueFilters } from './withdrawal-filter-state.ts';

describe('admin withdrawal queue filters', () => {
  it('opens on pending and sends only what is chosen', () => {
    expect(toQueueFilters(defaultQueueFilters)).toEqual({ status: 'pending' });
    expect(
      toQueueFilters({
        status: '',
        search: '  ana ',
        seller: { id: 'u1', email: 'a@b.c', fullName: 'Ana' },
        date: { preset: 'today', range: { from: '2026-11-22', to: '2026-11-22' } },
      }),
    ).toEqual({ search: 'ana', sellerId: 'u1', from: '2026-11-22', to: '2026-11-22' });
  });

  it('lets only pending withdrawals be selected', () => {
    expect(
      selectableIds([
        { id: 'a', status: 'pending' },
        { id: 'b', status: 'approved' },
        { id: 'c', status: 'pending' },
      ]),
    ).toEqual(['a', 'c']);
  });
});
