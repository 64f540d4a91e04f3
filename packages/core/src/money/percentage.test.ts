import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isPercentage,
  mulDivRoundHalfUp,
  pct,
  percentageField,
  percentageSchema,
  scaledPercentage,
} from './percentage.ts';

describe('isPercentage', () => {
  it.each(['4.99', '0', '12.5', '100', '0.0001', '100.0000', '99999.9999'])('accepts %s', (p) => {
    expect(isPercentage(p)).toBe(true);
  });

  it.each(['', '4,99', '-1', '+1', '1.', '.5', '0.00001', '1e2', ' 1', '100000', 'NaN', 4.99])(
    'refuses %j',
    (p) => {
      expect(isPercentage(p)).toBe(false);
    },
  );

  it('scales exactly by 10⁴', () => {
    expect(scaledPercentage('4.99')).toBe(49_900n);
    expect(scaledPercentage('0.0001')).toBe(1n);
    expect(scaledPercentage('100')).toBe(1_000_000n);
    expect(() => scaledPercentage('4,99')).toThrow(RangeError);
  });
});

describe('percentageSchema', () => {
  const messageOf = (value: unknown) => percentageSchema.safeParse(value).error?.issues[0]?.message;

  it('accepts 0 to 100 with up to 4 places, trimmed', () => {
    expect(percentageSchema.parse(' 4.99 ')).toBe('4.99');
    expect(percentageSchema.parse('0')).toBe('0');
    expect(percentageSchema.parse('100.0000')).toBe('100.0000');
  });

  it('answers with message keys', () => {
    expect(messageOf(undefined)).toBe('validation.required');
    expect(messageOf('')).toBe('validation.required');
    expect(messageOf(4.99)).toBe('validation.required');
    expect(messageOf('4,99')).toBe('validation.percentage');
    expect(messageOf('1.23456')).toBe('validation.percentage');
    expect(messageOf('-1')).toBe('validation.percentage');
    expect(messageOf('100.0001')).toBe('validation.percentageMax');
    expect(percentageSchema.safeParse('4,99').error?.issues).toHaveLength(1);
  });

  it('takes another maximum', () => {
    expect(percentageField('1000').safeParse('250').success).toBe(true);
    expect(percentageField('50').safeParse('50.01').success).toBe(false);
  });
});

describe('mulDivRoundHalfUp', () => {
  it('rounds exact halves up and the rest to the nearest', () => {
    expect(mulDivRoundHalfUp(1n, 1n, 2n)).toBe(1n);
    expect(mulDivRoundHalfUp(3n, 1n, 2n)).toBe(2n);
    expect(mulDivRoundHalfUp(149n, 1n, 100n)).toBe(1n);
    expect(mulDivRoundHalfUp(150n, 1n, 100n)).toBe(2n);
    expect(mulDivRoundHalfUp(10n, 10n, 4n)).toBe(25n);
  });

  it('mirrors negative products (ties away from zero)', () => {
    expect(mulDivRoundHalfUp(-1n, 1n, 2n)).toBe(-1n);
    expect(mulDivRoundHalfUp(-149n, 1n, 100n)).toBe(-1n);
    expect(mulDivRoundHalfUp(3n, 1n, -2n)).toBe(-2n);
    expect(() => mulDivRoundHalfUp(1n, 1n, 0n)).toThrow(RangeError);
  });

  it('is the nearest integer to the exact quotient', () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 0n, max: 10n ** 20n }),
        fc.bigInt({ min: 1n, max: 10n ** 12n }),
        (a, b, c) => {
          const q = mulDivRoundHalfUp(a, b, c);
          // −c/2 ≤ a·b − q·c < c/2: a tie always lands on the upper integer.
          const twice = 2n * (a * b - q * c);
          expect(twice >= -c && twice < c).toBe(true);
        },
      ),
    );
  });
});

describe('pct', () => {
  it('follows money.md', () => {
    expect(pct(10000, '4.99')).toBe(499);
    expect(pct(10000, '5.95')).toBe(595);
    expect(pct(4990, '0.99')).toBe(49);
    expect(pct(9401, '10')).toBe(940);
  });

  it('rounds half up at exact .5 boundaries', () => {
    expect(pct(50, '1')).toBe(1); // 0.5
    expect(pct(150, '1')).toBe(2); // 1.5
    expect(pct(250, '1')).toBe(3); // 2.5
    expect(pct(149, '1')).toBe(1); // 1.49
    expect(pct(10000, '0.005')).toBe(1); // 0.5
    expect(pct(10000, '0.0049')).toBe(0); // 0.49
    expect(pct(1, '50')).toBe(1); // 0.5
    expect(pct(3, '50')).toBe(2); // 1.5
    expect(pct(500_000, '0.0001')).toBe(1); // 0.5 with the smallest percentage
    expect(pct(499_999, '0.0001')).toBe(0); // 0.499999
  });

  it('handles zero and whole amounts', () => {
    expect(pct(0, '4.99')).toBe(0);
    expect(pct(123456, '0')).toBe(0);
    expect(pct(123456, '100')).toBe(123456);
  });

  it('refuses negative, fractional or unsafe amounts and float-like percentages', () => {
    expect(() => pct(-1, '1')).toThrow(RangeError);
    expect(() => pct(1.5, '1')).toThrow(RangeError);
    expect(() => pct(2 ** 53, '1')).toThrow(RangeError);
    expect(() => pct(100, '4,99')).toThrow(RangeError);
  });

  it('never drifts from the exact value, unlike floats', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 10 ** 12 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (amount, scaled) => {
          const p = `${Math.floor(scaled / 10_000)}.${String(scaled % 10_000).padStart(4, '0')}`;
          const result = pct(amount, p);
          const exactTimesMillion = BigInt(amount) * BigInt(scaled);
          const twice = 2n * (exactTimesMillion - BigInt(result) * 1_000_000n);
          expect(twice >= -1_000_000n && twice < 1_000_000n).toBe(true);
        },
      ),
    );
  });
});
