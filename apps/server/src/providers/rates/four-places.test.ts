import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fourPlaces } from './four-places.ts';

describe('fourPlaces', () => {
  it('writes the exact text of a number with at most four decimals', () => {
    expect(fourPlaces(5.3412)).toBe('5.3412');
    expect(fourPlaces(6.1)).toBe('6.1000');
    expect(fourPlaces(0.0001)).toBe('0.0001');
    expect(fourPlaces(1.0005)).toBe('1.0005');
    expect(fourPlaces(4.35)).toBe('4.3500');
    expect(fourPlaces(1234.5678)).toBe('1234.5678');
  });

  it('gives back the decimal text a JSON number was written with, for every rate up to 10 000', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000_000 }), (tenThousandths) => {
        const text = `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
        expect(fourPlaces(JSON.parse(text))).toBe(text);
      }),
      { numRuns: 20_000 },
    );
  });

  it('is exact for every rate below 100, all million of them', () => {
    for (let tenThousandths = 1; tenThousandths < 1_000_000; tenThousandths += 1) {
      const text = `${Math.floor(tenThousandths / 10_000)}.${String(tenThousandths % 10_000).padStart(4, '0')}`;
      if (fourPlaces(JSON.parse(text)) !== text) expect(fourPlaces(JSON.parse(text))).toBe(text);
    }
  });

  it('refuses what is not a positive rate', () => {
    for (const value of [0, -5.3, Number.NaN, Number.POSITIVE_INFINITY, 1e20])
      expect(() => fourPlaces(value)).toThrow(RangeError);
  });
});
