import { describe, expect, it } from 'vitest';
import { paletteFrom } from './palette.ts';

describe('paletteFrom', () => {
  it('makes ten shades with the brand colour at index 6', () => {
    const palette = paletteFrom('#0d7c66');
    expect(palette).toHaveLength(10);
    expect(palette[6]).toBe('#0d7c66');
    expect(palette[0]).toMatch(/^#[0-9a-f]{6}$/);
    expect(palette[9]).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('goes from light to dark', () => {
    const brightness = (hex: string) =>
      [1, 3, 5].reduce((sum, at) => sum + Number.parseInt(hex.slice(at, at + 2), 16), 0);
    const values = paletteFrom('#3366cc').map(brightness);
    for (let index = 1; index < values.length; index += 1) {
      expect(values[index]).toBeLessThan(values[index - 1] ?? Number.POSITIVE_INFINITY);
    }
  });
});
