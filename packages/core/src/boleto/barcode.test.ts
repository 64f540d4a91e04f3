import { describe, expect, it } from 'vitest';
import { buildBarcode, isValidBarcode, parseBarcode } from './barcode.ts';

const parts = {
  bankCode: '001',
  currencyCode: '9',
  factor: 1530,
  amount: 65161,
  freeField: '0000002467742000000359917',
};

describe('buildBarcode', () => {
  it('lays out bank, currency, check digit, factor, amount and free field', () => {
    // A Banco do Brasil boleto due 2026-08-06 for R$ 651,61.
    expect(buildBarcode(parts)).toBe('00196153000000651610000002467742000000359917');
  });

  it('writes factor 0000 for a boleto without due date', () => {
    expect(buildBarcode({ ...parts, factor: 0 }).slice(5, 9)).toBe('0000');
  });

  it.each([
    [{ bankCode: '1' }, /three digits/],
    [{ currencyCode: '10' }, /one digit/],
    [{ factor: 999 }, /0 or 1000 to 9999/],
    [{ factor: 10_000 }, /0 or 1000 to 9999/],
    [{ amount: -1 }, /0 to 9999999999 centavos/],
    [{ amount: 10_000_000_000 }, /0 to 9999999999 centavos/],
    [{ amount: 1.5 }, /centavos/],
    [{ freeField: '123' }, /25 digits/],
  ])('refuses %o', (change, message) => {
    expect(() => buildBarcode({ ...parts, ...change })).toThrow(message);
  });
});

describe('parseBarcode and isValidBarcode', () => {
  it('reads the parts back', () => {
    expect(parseBarcode(buildBarcode(parts))).toEqual(parts);
  });

  it.each([
    ['00196153000000651610000002467742000000359917', true],
    ['00195153000000651610000002467742000000359917', false],
    ['00190153000000651610000002467742000000359917', false],
    ['0019615300000065161000000246774200000035991', false],
    ['0019615300000065161000000246774200000035991a', false],
    ['', false],
  ])('%s → %s', (barcode, valid) => {
    expect(isValidBarcode(barcode)).toBe(valid);
  });

  it('throws on an invalid barcode', () => {
    expect(() => parseBarcode('00195153000000651610000002467742000000359917')).toThrow(RangeError);
  });
});
