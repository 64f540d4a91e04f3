import { describe, expect, it } from 'vitest';
import { formatPostalCode, isValidPostalCode } from './postal-code.ts';

describe('isValidPostalCode', () => {
  it.each([
    ['BR', '01310-100'],
    ['BR', '01310100'],
    ['US', '12345'],
    ['US', '12345-6789'],
    ['US', '123456789'],
    ['PT', '1000-001'],
    ['PT', '1000001'],
  ] as const)('accepts %s %s', (country, code) => {
    expect(isValidPostalCode(country, code)).toBe(true);
  });

  it.each([
    ['BR', '01310-10'],
    ['BR', '0131-0100'],
    ['BR', '013101000'],
    ['US', '1234'],
    ['US', '12345-678'],
    ['US', '1234567'],
    ['PT', '1000-01'],
    ['PT', '100-0001'],
    ['PT', '01310-100'],
    ['BR', '1000-001'],
    ['US', 'ABCDE'],
    ['BR', ''],
  ] as const)('rejects %s %s', (country, code) => {
    expect(isValidPostalCode(country, code)).toBe(false);
  });
});

describe('formatPostalCode', () => {
  it('formats each country', () => {
    expect(formatPostalCode('BR', '01310100')).toBe('01310-100');
    expect(formatPostalCode('BR', '01310-100')).toBe('01310-100');
    expect(formatPostalCode('US', '12345')).toBe('12345');
    expect(formatPostalCode('US', '123456789')).toBe('12345-6789');
    expect(formatPostalCode('PT', '1000001')).toBe('1000-001');
  });

  it('throws for an invalid code', () => {
    expect(() => formatPostalCode('BR', '1234')).toThrow(RangeError);
  });
});
