import { describe, expect, it } from 'vitest';
import { interleaved2of5 } from './interleaved-2-of-5.ts';

describe('interleaved2of5', () => {
  it('draws start, one pair and stop', () => {
    // "12": bars of 1 (wnnnw), spaces of 2 (nwnnw).
    const { bars, width } = interleaved2of5('12');
    expect(bars.map((bar) => bar.width)).toEqual([1, 1, 3, 1, 1, 1, 3, 3, 1]);
    expect(bars[0]).toEqual({ x: 0, width: 1 });
    expect(bars[2]).toEqual({ x: 4, width: 3 });
    expect(width).toBe(4 + 18 + 5);
  });

  it('gives a boleto of 44 digits 2 + 22 × 5 + 2 bars', () => {
    const { bars } = interleaved2of5('12345678901234567890123456789012345678901234');
    expect(bars).toHaveLength(2 + 22 * 5 + 2);
  });

  it('refuses an odd count or letters', () => {
    expect(() => interleaved2of5('123')).toThrow(RangeError);
    expect(() => interleaved2of5('1a')).toThrow(RangeError);
  });
});
