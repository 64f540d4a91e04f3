import { describe, expect, it } from 'vitest';
import { formatReais } from './reais.ts';

describe('formatReais', () => {
  it.each([
    [0, '0.00'],
    [1, '0.01'],
    [10, '0.10'],
    [100, '1.00'],
    [9633, '96.33'],
    [1000000, '10000.00'],
    [-250, '-2.50'],
    [Number.MAX_SAFE_INTEGER, '90071992547409.91'],
  ])('%i centavos -> %s', (cents, text) => {
    expect(formatReais(cents)).toBe(text);
  });

  it('refuses what is not an amount in centavos', () => {
    expect(() => formatReais(1.5)).toThrow(RangeError);
  });
});
