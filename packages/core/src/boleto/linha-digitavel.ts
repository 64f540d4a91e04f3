import { isValidBarcode } from './barcode.ts';
import { mod10 } from './check-digits.ts';

/*
 * The linha digitável rearranges the barcode into five fields:
 *   1: bank, currency, free field 1–5, check digit     (10 digits)
 *   2: free field 6–15, check digit                     (11)
 *   3: free field 16–25, check digit                    (11)
 *   4: the barcode's general check digit                (1)
 *   5: due-date factor and amount                       (14)
 */
const fieldChecks = [
  [0, 9],
  [10, 20],
  [21, 31],
] as const;

/** Digits only: people paste it with dots and spaces. */
const digitsOf = (linha: string) => linha.replace(/[\s.]/g, '');

/** Throws RangeError when the barcode is invalid. */
export function linhaFromBarcode(barcode: string): string {
  if (!isValidBarcode(barcode)) throw new RangeError('Not a bank boleto barcode');
  const fields = [
    barcode.slice(0, 4) + barcode.slice(19, 24),
    barcode.slice(24, 34),
    barcode.slice(34, 44),
  ];
  return `${fields.map((field) => `${field}${mod10(field)}`).join('')}${barcode.slice(4, 19)}`;
}

/** Throws RangeError naming the field whose check digit is wrong. */
export function barcodeFromLinha(linha: string): string {
  const digits = digitsOf(linha);
  if (!/^\d{47}$/.test(digits)) throw new RangeError('A linha digitável has 47 digits');
  fieldChecks.forEach(([start, checkAt], index) => {
    if (mod10(digits.slice(start, checkAt)) !== Number(digits[checkAt])) {
      throw new RangeError(`Field ${index + 1} of the linha digitável has a wrong check digit`);
    }
  });
  const barcode =
    digits.slice(0, 4) +
    digits.slice(32, 47) +
    digits.slice(4, 9) +
    digits.slice(10, 20) +
    digits.slice(21, 31);
  if (!isValidBarcode(barcode)) {
    throw new RangeError('The general check digit (field 4) of the linha digitável is wrong');
  }
  return barcode;
}

export function isValidLinhaDigitavel(linha: string): boolean {
  try {
    barcodeFromLinha(linha);
    return true;
  } catch {
    return false;
  }
}

/** "00190.00009 01234.567890 12345.678901 2 12340000010000", as printed on the boleto. */
export function formatLinhaDigitavel(linha: string): string {
  const d = digitsOf(linha);
  if (!/^\d{47}$/.test(d)) throw new RangeError('A linha digitável has 47 digits');
  return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
}
