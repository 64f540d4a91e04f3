import { describe, expect, it } from 'vitest';
import { queryString } from './query-string.ts';

describe('queryString', () => {
  it('keeps only the values that are set, encoded', () => {
    expect(queryString({ search: 'ana maria', role: undefined, page: 2, status: '' })).toBe(
      '?search=ana+maria&page=2',
    );
    expect(queryString({ a: null })).toBe('');
  });
});
