import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCnpj, isValidCnpj } from './cnpj.ts';

const alphanumeric = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** Independent reference: weights cycle 2..9 from the rightmost character leftwards. */
function referenceCheckDigit(base: string): number {
  let sum = 0;
  for (let i = 0; i < base.length; i++) {
    const char = base[base.length - 1 - i] ?? '0';
    const value = char >= 'A' ? char.charCodeAt(0) - 'A'.charCodeAt(0) + 17 : Number(char);
    sum += value * (2 + (i % 8));
  }
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

function withCheckDigits(base: string): string {
  const first = referenceCheckDigit(base);
  return `${base}${first}${referenceCheckDigit(`${base}${first}`)}`;
}

describe('isValidCnpj', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '00.000.000/0001-91',
    '33.000.167/0001-01',
    '60.701.190/0001-04',
  ])('accepts the numeric CNPJ %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '12.abc.345/01de-35',
    'AB.CDE.FGH/IJKL-80',
    'ZZ.ZZZ.ZZZ/0001-91',
    '1A.2B3.C4D/0001-79',
  ])('accepts the alphanumeric CNPJ %s', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    ['wrong first check digit', '11.222.333/0001-91'],
    ['wrong second check digit', '11.222.333/0001-82'],
    ['wrong alphanumeric check digit', '12.ABC.345/01DE-36'],
    ['changed base letter', '12.ABD.345/01DE-35'],
    ['letter in a check digit', '12.ABC.345/01DE-3A'],
    ['too short', '1122233300018'],
    ['too long', '112223330001811'],
    ['non-ASCII letter', '12.ÁBC.345/01DE-35'],
    ['other symbols', '12*ABC*345*01DE*35'],
    ['empty', ''],
  ])('rejects %s', (_reason, cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it.each(Array.from({ length: 10 }, (_, d) => String(d).repeat(14)))(
    'rejects the repeated sequence %s',
    (cnpj) => {
      expect(isValidCnpj(cnpj)).toBe(false);
    },
  );

  it('accepts computed check digits and rejects any other last digit (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom(...alphanumeric), { minLength: 12, maxLength: 12 }),
        fc.integer({ min: 1, max: 9 }),
        (chars, offset) => {
          const cnpj = withCheckDigits(chars.join(''));
          fc.pre(!/^(.)\1+$/.test(cnpj));
          const last = Number(cnpj.at(-1));
          const altered = `${cnpj.slice(0, 13)}${(last + offset) % 10}`;
          expect(isValidCnpj(cnpj)).toBe(true);
          expect(isValidCnpj(cnpj.toLowerCase())).toBe(true);
          expect(isValidCnpj(formatCnpj(cnpj))).toBe(true);
          expect(isValidCnpj(altered)).toBe(false);
        },
      ),
    );
  });

  it('reference implementation agrees with the Receita Federal example', () => {
    expect(withCheckDigits('12ABC34501DE')).toBe('12ABC34501DE35');
  });
});

describe('formatCnpj', () => {
  it('formats as 00.000.000/0000-00', () => {
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc34501de35')).toBe('12.ABC.345/01DE-35');
  });

  it('throws when the value does not have the CNPJ shape', () => {
    expect(() => formatCnpj('1122233300018')).toThrow(RangeError);
    expect(() => formatCnpj('12ABC34501DE3A')).toThrow(RangeError);
  });
});
