import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { assertCents, centsFromBigInt, centsSchema, formatBRL, parseBRLInput } from './cents.ts';

const nbsp = '\u00a0';

describe('assertCents', () => {
  it.each([0, 1, -1, 10000, Number.MAX_SAFE_INTEGER])('accepts %s', (value) => {
    expect(() => assertCents(value)).not.toThrow();
  });

  it.each([0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 53, '100', 10n])(
    'refuses %s',
    (value) => {
      expect(() => assertCents(value)).toThrow(RangeError);
    },
  );

  it('refuses a bigint a number cannot hold exactly', () => {
    expect(centsFromBigInt(9_007_199_254_740_991n)).toBe(Number.MAX_SAFE_INTEGER);
    expect(() => centsFromBigInt(9_007_199_254_740_993n)).toThrow(RangeError);
  });
});

describe('centsSchema', () => {
  it('accepts non-negative integers only', () => {
    expect(centsSchema.safeParse(0).success).toBe(true);
    expect(centsSchema.safeParse(367).success).toBe(true);
    expect(centsSchema.safeParse(-1).error?.issues[0]?.message).toBe('validation.invalid');
    expect(centsSchema.safeParse(1.5).error?.issues[0]?.message).toBe('validation.invalid');
    expect(centsSchema.safeParse(undefined).error?.issues[0]?.message).toBe('validation.required');
  });
});

describe('formatBRL', () => {
  it('formats in both locales', () => {
    expect(formatBRL(10000, 'pt-BR')).toBe(`R$${nbsp}100,00`);
    expect(formatBRL(10000, 'en')).toBe('R$100.00');
    expect(formatBRL(123456, 'pt-BR')).toBe(`R$${nbsp}1.234,56`);
    expect(formatBRL(123456, 'en')).toBe('R$1,234.56');
    expect(formatBRL(5, 'pt-BR')).toBe(`R$${nbsp}0,05`);
    expect(formatBRL(0, 'en')).toBe('R$0.00');
    expect(formatBRL(-367, 'en')).toBe('-R$3.67');
  });

  it('prints the largest amounts exactly', () => {
    expect(formatBRL(Number.MAX_SAFE_INTEGER, 'en')).toBe('R$90,071,992,547,409.91');
    expect(formatBRL(-Number.MAX_SAFE_INTEGER, 'pt-BR')).toBe(`-R$${nbsp}90.071.992.547.409,91`);
  });

  it('prints what Intl prints, for every number of digits and both signs', () => {
    const amounts = [0, 1, 9, 10, 99, 100, 101, 999, 1_000, 99_999, 100_000, 100_001, 123_456_789];
    for (let digits = 1; digits <= 16; digits++) amounts.push(10 ** digits - 1, 10 ** digits);
    amounts.push(Number.MAX_SAFE_INTEGER, 4_294_967_296, 19_900, 333_33);
    for (const locale of ['en', 'pt-BR'] as const) {
      const intl = new Intl.NumberFormat(locale, { style: 'currency', currency: 'BRL' });
      for (const cents of amounts.filter(Number.isSafeInteger))
        for (const signed of [cents, -cents]) {
          const decimal = (signed < 0 ? '-' : '') + toDecimalTextOf(Math.abs(signed));
          expect(formatBRL(signed, locale), `${locale} ${signed}`).toBe(
            intl.format(decimal as `${number}`),
          );
        }
    }
  });
});

function toDecimalTextOf(cents: number): string {
  return `${BigInt(cents) / 100n}.${(BigInt(cents) % 100n).toString().padStart(2, '0')}`;
}

describe('parseBRLInput', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234.56', 123456],
    ['1234,5', 123450],
    ['50', 5000],
    ['1,234.56', 123456],
    ['1.234', 123400],
    ['1,234', 123400],
    ['1.234.567', 123456700],
    ['0,05', 5],
    ['0', 0],
    [' R$ 100,00 ', 10000],
    ['R$1.234,56', 123456],
    ['007', 700],
  ])('reads %j as %i', (text, cents) => {
    expect(parseBRLInput(text)).toBe(cents);
  });

  it.each([
    '',
    ' ',
    'abc',
    '-5',
    '1,2,3',
    '1.234,567',
    '12,34.56',
    '1.23.456',
    '1,234,56',
    '1.2345',
    ',50',
    '50,',
    '1e3',
    '90071992547409.92',
  ])('refuses %j', (text) => {
    expect(parseBRLInput(text)).toBeNull();
  });

  it('reads back what formatBRL prints', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (cents) => {
        expect(parseBRLInput(formatBRL(cents, 'pt-BR').replace(nbsp, ' '))).toBe(cents);
        expect(parseBRLInput(formatBRL(cents, 'en'))).toBe(cents);
      }),
    );
  });
});
