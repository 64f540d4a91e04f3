import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidBarcode } from './barcode.ts';
import {
  barcodeFromLinha,
  formatLinhaDigitavel,
  isValidLinhaDigitavel,
  linhaFromBarcode,
} from './linha-digitavel.ts';

/*
 * A reference written straight from the FEBRABAN layout, sharing no code with the module:
 * it checks the published examples' digits on its own.
 */
const reference = {
  mod10(data: string): string {
    const total = [...data]
      .reverse()
      .map((digit, index) => Number(digit) * (index % 2 === 0 ? 2 : 1))
      .map((product) => Math.floor(product / 10) + (product % 10))
      .reduce((sum, value) => sum + value, 0);
    return String((10 - (total % 10)) % 10);
  },
  mod11(data43: string): string {
    const weights = [2, 3, 4, 5, 6, 7, 8, 9];
    const total = [...data43]
      .reverse()
      .reduce((sum, digit, index) => sum + Number(digit) * (weights.at(index % 8) ?? 0), 0);
    const result = 11 - (total % 11);
    return String([0, 10, 11].includes(result) ? 1 : result);
  },
  linha(barcode: string): string {
    const free = barcode.substring(19);
    const one = barcode.substring(0, 4) + free.substring(0, 5);
    const two = free.substring(5, 15);
    const three = free.substring(15, 25);
    return [
      one + this.mod10(one),
      two + this.mod10(two),
      three + this.mod10(three),
      barcode.charAt(4),
      barcode.substring(5, 19),
    ].join('');
  },
  barcodeIsConsistent(barcode: string): boolean {
    return this.mod11(barcode.substring(0, 4) + barcode.substring(5)) === barcode.charAt(4);
  },
};

// Published boletos: [source, barcode, linha digitável as printed].
const examples = [
  [
    'Banco do Brasil, real boleto due 2026-08-06 (after the factor restart), R$ 651,61',
    '00196153000000651610000002467742000000359917',
    '00190.00009 02467.742009 00003.599172 6 15300000065161',
  ],
  [
    'Banco do Brasil, brcobranca test suite, due 2008-02-01, R$ 135,00',
    '00192376900000135000000001238798777770016818',
    '00190.00009 01238.798779 77700.168188 2 37690000013500',
  ],
  [
    'Banco do Brasil, due 2022-11-15, R$ 147,80',
    '00191917000000147800000003432568000001003517',
    '00190.00009 03432.568008 00010.035178 1 91700000014780',
  ],
  [
    'Itaú, Stark Bank API documentation example, due 2020-03-16, R$ 0,62',
    '34195819600000000621090063571277307144464000',
    '34191.09008 63571.277308 71444.640008 5 81960000000062',
  ],
  [
    'Itaú, due 2017-12-05, R$ 1.058,98',
    '34197736400001058981090000555270066201476000',
    '34191.09008 00555.270065 62014.760003 7 73640000105898',
  ],
  [
    'Bradesco, due 2018-06-11, R$ 3.700,00',
    '23799755200003700003381260007827139500006330',
    '23793.38128 60007.827136 95000.063305 9 75520000370000',
  ],
  [
    'Sicoob, real boleto due 2022-08-22, R$ 474,08 (general check digit 1)',
    '75691908500000474081304101118181500003489001',
    '75691.30417 01118.181500 00034.890012 1 90850000047408',
  ],
] as const;

describe('published boletos', () => {
  it.each(examples)('%s', (_, barcode, printed) => {
    const digits = printed.replace(/\D/g, '');
    expect(reference.barcodeIsConsistent(barcode)).toBe(true);
    expect(reference.linha(barcode)).toBe(digits);
    expect(linhaFromBarcode(barcode)).toBe(digits);
    expect(formatLinhaDigitavel(digits)).toBe(printed);
    expect(barcodeFromLinha(printed)).toBe(barcode);
    expect(isValidLinhaDigitavel(printed)).toBe(true);
    expect(isValidBarcode(barcode)).toBe(true);
  });
});

describe('barcodeFromLinha', () => {
  const printed = '00190.00009 02467.742009 00003.599172 6 15300000065161';

  it.each([
    ['00190.00008 02467.742009 00003.599172 6 15300000065161', /Field 1/],
    ['00190.00009 02467.742008 00003.599172 6 15300000065161', /Field 2/],
    ['00190.00009 02467.742009 00003.599173 6 15300000065161', /Field 3/],
    ['00190.00009 02467.742009 00003.599172 7 15300000065161', /general check digit/],
    ['00190.00009 02467.742009 00003.599172 6 15300000065162', /general check digit/],
    ['00190.00009 02467.742009 00003.599172 6 1530000006516', /47 digits/],
    ['00190-00009 02467.742009 00003.599172 6 15300000065161', /47 digits/],
  ])('refuses %s', (linha, message) => {
    expect(() => barcodeFromLinha(linha)).toThrow(message);
    expect(isValidLinhaDigitavel(linha)).toBe(false);
  });

  it('accepts the digits with or without the printed dots and spaces', () => {
    expect(barcodeFromLinha(printed.replace(/\D/g, ''))).toBe(barcodeFromLinha(printed));
  });
});

const barcodes = fc
  .record({
    bank: fc.stringMatching(/^\d{3}$/),
    factor: fc.oneof(fc.constant(0), fc.integer({ min: 1000, max: 9999 })),
    amount: fc.integer({ min: 0, max: 9_999_999_999 }),
    free: fc.stringMatching(/^\d{25}$/),
  })
  .map(({ bank, factor, amount, free }) => {
    const rest = `${String(factor).padStart(4, '0')}${String(amount).padStart(10, '0')}${free}`;
    return `${bank}9${reference.mod11(`${bank}9${rest}`)}${rest}`;
  });

const replaceAt = (text: string, index: number, digit: string) =>
  text.slice(0, index) + digit + text.slice(index + 1);

function everySingleDigitChange(text: string): string[] {
  const changed: string[] = [];
  for (let index = 0; index < text.length; index++) {
    for (const digit of '0123456789') {
      if (digit !== text[index]) changed.push(replaceAt(text, index, digit));
    }
  }
  return changed;
}

describe('round trip and error detection', () => {
  it('round-trips barcode ↔ linha digitável and agrees with the reference', () => {
    fc.assert(
      fc.property(barcodes, (barcode) => {
        const linha = linhaFromBarcode(barcode);
        expect(linha).toBe(reference.linha(barcode));
        expect(barcodeFromLinha(linha)).toBe(barcode);
        expect(barcodeFromLinha(formatLinhaDigitavel(linha))).toBe(barcode);
      }),
    );
  });

  it('detects any single-digit change in fields 1 to 4 of the linha digitável', () => {
    fc.assert(
      fc.property(barcodes, (barcode) => {
        const linha = linhaFromBarcode(barcode);
        for (const changed of everySingleDigitChange(linha.slice(0, 33))) {
          expect(isValidLinhaDigitavel(changed + linha.slice(33))).toBe(false);
        }
      }),
    );
  });

  it('detects any single-digit change anywhere when the general check digit is not 1', () => {
    fc.assert(
      fc.property(barcodes, (barcode) => {
        fc.pre(barcode[4] !== '1');
        for (const changed of everySingleDigitChange(barcode)) {
          expect(isValidBarcode(changed)).toBe(false);
        }
        for (const changed of everySingleDigitChange(linhaFromBarcode(barcode))) {
          expect(isValidLinhaDigitavel(changed)).toBe(false);
        }
      }),
    );
  });

  it('cannot see every change of factor or amount when the check digit is 1 (FEBRABAN maps 0, 10 and 11 to 1)', () => {
    // The Sicoob boleto above with R$ 474,38 instead of R$ 474,08 still passes: the layout's
    // only check over field 5 is the modulo 11 digit, and three remainders share the digit 1.
    const altered = '75691.30417 01118.181500 00034.890012 1 90850000047438';
    expect(reference.barcodeIsConsistent(barcodeFromLinha(altered))).toBe(true);
    expect(isValidLinhaDigitavel(altered)).toBe(true);
  });
});
