import { describe, expect, it } from 'vitest';
import {
  accountSuggestions,
  noMovementFilters,
  toMovementsFilters,
} from './movement-filter-state.ts';

const user = { id: '9190fc8e-2607-4f04-b717-fb8060a5ac52', email: 'a@b.c', fullName: 'A' };

describe('movement filters', () => {
  it('sends only what is set', () => {
    expect(toMovementsFilters(noMovementFilters)).toEqual({});
    expect(
      toMovementsFilters({
        user,
        account: ' platform:revenue ',
        type: 'sale',
        date: { preset: 'today', range: { from: '2026-11-22', to: '2026-11-22' } },
      }),
    ).toEqual({
      userId: user.id,
      account: 'platform:revenue',
      type: 'sale',
      from: '2026-11-22',
      to: '2026-11-22',
    });
  });

  it('suggests the chosen seller’s account codes', () => {
    expect(accountSuggestions(null)).toEqual(['platform:revenue', 'platform:costs']);
    expect(accountSuggestions(user)).toContain(`seller:${user.id}:available`);
    expect(accountSuggestions(user)).toHaveLength(7);
  });
});
