import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCpf, isValidCpf } from './cpf.ts';

/** Independent reference: the "multiply by 10, mod 11, mod 10" form of the CPF rule. */
function referenceCheckDigits(base: readonly number[]): string {
  const first = ((base.reduce((sum, d, i) => sum + d * (10 - i), 0) * 10) % 11) % 10;
  const withFirst = [...base, first];
  const second = ((withFirst.reduce((sum, d, i) => sum + d * (11 - i), 0) * 10) % 11) % 10;
  return `${first}${second}`;
}

describe('isValidCpf', () => {
  it.each([
    '123.456.789-09',
    '12345678909',
    '529.982.247-25',
    '52998224725',
    '111.444.777-35',
    '935.411.347-80',
    '000.000.001-91',
    '390.533.447-05',
  ])('accepts %s', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it('accepts surrounding whitespace and partial masks', () => {
    expect(isValidCpf(' 123.456.789-09 ')).toBe(true);
    expect(isValidCpf('123456789-09')).toBe(true);
  });

  it.each([
    ['wrong first check digit', '123.456.789-19'],
    ['wrong second check digit', '123.456.789-08'],
    ['swapped check digits', '123.456.789-90'],
    ['too short', '1234567890'],
    ['too long', '123456789090'],
    ['letters', '123.456.789-0A'],
    ['other separators', '123_456_789_09'],
    ['empty', ''],
  ])('rejects %s', (_reason, cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it.each(Array.from({ length: 10 }, (_, d) => String(d).repeat(11)))(
    'rejects the repeated sequence %s even though its checksum passes',
    (cpf) => {
      expect(isValidCpf(cpf)).toBe(false);
    },
  );

  it('accepts computed check digits and rejects any other last digit (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 9, maxLength: 9 }),
        fc.integer({ min: 1, max: 9 }),
        (base, offset) => {
          const cpf = `${base.join('')}${referenceCheckDigits(base)}`;
          fc.pre(!/^(\d)\1+$/.test(cpf));
          const last = Number(cpf.at(-1));
          const altered = `${cpf.slice(0, 10)}${(last + offset) % 10}`;
          expect(isValidCpf(cpf)).toBe(true);
          expect(isValidCpf(formatCpf(cpf))).toBe(true);
          expect(isValidCpf(altered)).toBe(false);
        },
      ),
    );
  });
});

describe('formatCpf', () => {
  it('formats 11 digits as 000.000.000-00', () => {
    expect(formatCpf('12345678909')).toBe('123.456.789-09');
    expect(formatCpf('123.456.789-09')).toBe('123.456.789-09');
  });

  it('throws when the value does not have 11 digits', () => {
    expect(() => formatCpf('1234567890')).toThrow(RangeError);
    expect(() => formatCpf('abc')).toThrow(RangeError);
  });
});
