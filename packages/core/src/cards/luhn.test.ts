import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLuhnValid, luhnCheckDigit } from './luhn.ts';

describe('isLuhnValid', () => {
  it.each([
    '4111111111111111',
    '5555555555554444',
    '378282246310005',
    '79927398713',
    '4111 1111 1111 1111',
    '4111-1111-1111-1111',
  ])('accepts %s', (number) => {
    expect(isLuhnValid(number)).toBe(true);
  });

  it.each(['4111111111111112', '79927398710', '', '0', '4111x11111111111'])(
    'refuses %j',
    (number) => {
      expect(isLuhnValid(number)).toBe(false);
    },
  );
});

describe('luhnCheckDigit', () => {
  it('completes known numbers', () => {
    expect(luhnCheckDigit('7992739871')).toBe(3);
    expect(luhnCheckDigit('411111111111111')).toBe(1);
    expect(luhnCheckDigit('555555555555444')).toBe(4);
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
  });

  it('always yields a valid number, and catches any single-digit change', () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^\d{11,18}$/),
        fc.nat(),
        fc.integer({ min: 1, max: 9 }),
        (partial, at, delta) => {
          const number = `${partial}${luhnCheckDigit(partial)}`;
          expect(isLuhnValid(number)).toBe(true);
          const index = at % number.length;
          const changed = (Number(number[index]) + delta) % 10;
          expect(isLuhnValid(number.slice(0, index) + changed + number.slice(index + 1))).toBe(
            false,
          );
        },
      ),
    );
  });
});
