import { describe, expect, it } from 'vitest';
import { formatPercentChange, formatRate, percentChange } from './percent-change.ts';

describe('percentChange', () => {
  it('is exact on integers, rounded half up to a tenth of a percent', () => {
    expect(percentChange(15_000, 10_000)).toEqual({ direction: 'up', tenths: 500 });
    expect(percentChange(2, 3)).toEqual({ direction: 'down', tenths: -333 });
    // 1/8 = 12.5% exactly; 1/16 = 6.25% rounds up to 6.3%, −6.25% to −6.3%.
    expect(percentChange(9, 8)).toEqual({ direction: 'up', tenths: 125 });
    expect(percentChange(17, 16)).toEqual({ direction: 'up', tenths: 63 });
    expect(percentChange(15, 16)).toEqual({ direction: 'down', tenths: -63 });
    // Floats would give 0.1 + 0.2 trouble; 30 against 10 cents is +200.0%.
    expect(percentChange(30, 10)).toEqual({ direction: 'up', tenths: 2000 });
    expect(percentChange(0, 12_345)).toEqual({ direction: 'down', tenths: -1000 });
  });

  it('keeps the direction of a change too small to show', () => {
    expect(percentChange(100_001, 100_000)).toEqual({ direction: 'up', tenths: 0 });
    expect(percentChange(500, 500)).toEqual({ direction: 'flat', tenths: 0 });
  });

  it('has no percentage against an empty previous period', () => {
    expect(percentChange(1_000, 0)).toBeNull();
    expect(percentChange(0, 0)).toBeNull();
  });
});

describe('formatting', () => {
  it('writes changes with their sign in the UI language', () => {
    expect(formatPercentChange({ direction: 'up', tenths: 125 }, 'en')).toBe('+12.5%');
    expect(formatPercentChange({ direction: 'down', tenths: -333 }, 'en')).toBe('-33.3%');
    expect(formatPercentChange({ direction: 'up', tenths: 12_345 }, 'pt-BR')).toBe('+1.234,5%');
    expect(formatPercentChange({ direction: 'flat', tenths: 0 }, 'en')).toBe('0.0%');
  });

  it('writes rates', () => {
    expect(formatRate('87.50', 'en')).toBe('87.5%');
    expect(formatRate('100.00', 'pt-BR')).toBe('100%');
    expect(formatRate('33.33', 'pt-BR')).toBe('33,33%');
  });
});
