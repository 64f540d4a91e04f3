import { describe, expect, it } from 'vitest';
import { buildBoleto } from './build-boleto.ts';
import { dueDateFromFactor } from './due-date-factor.ts';
import { isValidLinhaDigitavel } from './linha-digitavel.ts';

describe('buildBoleto', () => {
  it('reproduces a real Banco do Brasil boleto due after the factor restart', () => {
    // Free field of BB's 7-digit agreement layout: 000000, agreement 2467742, our number 0000003599, wallet 17.
    expect(
      buildBoleto({
        bankCode: '001',
        amount: 65161,
        dueDate: '2026-08-06',
        freeField: '0000002467742000000359917',
      }),
    ).toEqual({
      barcode: '00196153000000651610000002467742000000359917',
      linhaDigitavel: '00190000090246774200900003599172615300000065161',
      formattedLinhaDigitavel: '00190.00009 02467.742009 00003.599172 6 15300000065161',
    });
  });

  it('prints the linha digitável in the five printed fields', () => {
    const { formattedLinhaDigitavel, barcode } = buildBoleto({
      bankCode: '001',
      amount: 10000,
      dueDate: '2028-01-10',
      freeField: '0000001234567890123456789',
    });
    expect(formattedLinhaDigitavel).toMatch(/^\d{5}\.\d{5} \d{5}\.\d{6} \d{5}\.\d{6} \d \d{14}$/);
    expect(formattedLinhaDigitavel.endsWith('0000010000')).toBe(true);
    expect(isValidLinhaDigitavel(formattedLinhaDigitavel)).toBe(true);
    expect(dueDateFromFactor(Number(barcode.slice(5, 9)), '2027-12-01')).toBe('2028-01-10');
  });

  it('writes factor 0000 when there is no due date, and a currency when given', () => {
    const { barcode } = buildBoleto({
      bankCode: '237',
      currencyCode: '0',
      amount: 0,
      dueDate: null,
      freeField: '1234567890123456789012345',
    });
    expect(barcode.slice(0, 4)).toBe('2370');
    expect(barcode.slice(5, 19)).toBe('00000000000000');
  });

  it('refuses a due date without factor and a malformed free field', () => {
    const input = {
      bankCode: '001',
      amount: 100,
      dueDate: '1999-01-01',
      freeField: '1'.repeat(25),
    };
    expect(() => buildBoleto(input)).toThrow(/before 2000-07-03/);
    expect(() => buildBoleto({ ...input, dueDate: '2030-01-01', freeField: '12' })).toThrow(
      /25 digits/,
    );
  });
});
