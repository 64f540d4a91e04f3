import { describe, expect, it } from 'vitest';
import { pageCount, rangeKey, shownRange } from './page-math.ts';

describe('page math', () => {
  it('counts pages, "all" being one', () => {
    expect(pageCount(0, '10')).toBe(1);
    expect(pageCount(10, '10')).toBe(1);
    expect(pageCount(11, '10')).toBe(2);
    expect(pageCount(230, '25')).toBe(10);
    expect(pageCount(230, 'all')).toBe(1);
  });

  it('gives the rows a page shows', () => {
    expect(shownRange(1, '10', 0)).toEqual({ from: 0, to: 0 });
    expect(shownRange(1, '10', 23)).toEqual({ from: 1, to: 10 });
    expect(shownRange(3, '10', 23)).toEqual({ from: 21, to: 23 });
    expect(shownRange(2, 'all', 23)).toEqual({ from: 1, to: 23 });
  });

  it('says "more than" when a list stopped counting', () => {
    expect(rangeKey(0)).toBe('financial.pagination.none');
    expect(rangeKey(23)).toBe('financial.pagination.range');
    expect(rangeKey(1_000, true)).toBe('financial.pagination.range');
    expect(rangeKey(1_000, false)).toBe('financial.pagination.rangeMore');
  });
});
