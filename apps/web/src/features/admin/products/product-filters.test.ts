import { describe, expect, it } from 'vitest';
import {
  defaultProductFilters,
  isFiltered,
  productActionFor,
  productStanding,
  toProductsQuery,
} from './product-filters.ts';

const paging = { page: 2, pageSize: '25' } as const;
const seller = { id: '4d6f0a52-0b8f-4a59-9d0e-3d3c5b4c8a11', email: 'ana@x.dev', fullName: 'Ana' };

describe('toProductsQuery', () => {
  it('sends only the page when nothing is chosen', () => {
    expect(toProductsQuery(defaultProductFilters, paging)).toEqual(paging);
    expect(isFiltered(defaultProductFilters)).toBe(false);
  });

  it('sends the trimmed search, the flags and the seller id', () => {
    const state = { search: '  ebook ', active: 'false', affiliates: 'true', seller } as const;
    expect(toProductsQuery(state, paging)).toEqual({
      ...paging,
      search: 'ebook',
      active: 'false',
      affiliates: 'true',
      sellerId: seller.id,
    });
    expect(isFiltered(state)).toBe(true);
  });

  it('does not count blank search as a filter', () => {
    const state = { ...defaultProductFilters, search: '   ' };
    expect(toProductsQuery(state, paging)).toEqual(paging);
    expect(isFiltered(state)).toBe(false);
  });
});

describe('productStanding and productActionFor', () => {
  const blocked = { at: '2026-11-27T10:00:00.000Z', reason: 'Counterfeit' };

  it('puts back only what an admin took off sale', () => {
    expect(productStanding({ active: false, blocked })).toBe('blocked');
    expect(productActionFor({ active: false, blocked })).toBe('reactivate');
  });

  it('takes off sale a product on sale, or one its seller switched off', () => {
    expect(productStanding({ active: true, blocked: null })).toBe('active');
    expect(productActionFor({ active: true, blocked: null })).toBe('deactivate');
    expect(productStanding({ active: false, blocked: null })).toBe('inactive');
    expect(productActionFor({ active: false, blocked: null })).toBe('deactivate');
  });
});
