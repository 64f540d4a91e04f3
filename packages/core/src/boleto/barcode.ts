import type { Cents } from '../money/cents.ts';
import { barcodeMod11 } from './check-digits.ts';

/** What a bank boleto's 44-digit barcode carries, check digit aside. */
export type BarcodeParts = {
  /** Three digits, e.g. "001" for Banco do Brasil. */
  bankCode: string;
  /** "9" for reais. */
  currencyCode: string;
  /** 0 (no due date) or 1000–9999, see `dueDateFactor`. */
  factor: number;
  amount: Cents;
  /** 25 digits whose layout each bank defines. */
  freeField: string;
};

const maxAmount = 9_999_999_999;

function checkParts(parts: BarcodeParts): void {
  if (!/^\d{3}$/.test(parts.bankCode)) throw new RangeError('The bank code has three digits');
  if (!/^\d$/.test(parts.currencyCode)) throw new RangeError('The currency code is one digit');
  const { factor, amount } = parts;
  if (!Number.isInteger(factor) || (factor !== 0 && (factor < 1000 || factor > 9999))) {
    throw new RangeError(`A due-date factor is 0 or 1000 to 9999, got ${factor}`);
  }
  if (!Number.isSafeInteger(amount) || amount < 0 || amount > maxAmount) {
    throw new RangeError(`A boleto amount is 0 to ${maxAmount} centavos, got ${amount}`);
  }
  if (!/^\d{25}$/.test(parts.freeField)) throw new RangeError('The free field has 25 digits');
}

/** Bank, currency, general check digit, factor (4), amount (10), free field (25). */
export function buildBarcode(parts: BarcodeParts): string {
  checkParts(parts);
  const rest = `${String(parts.factor).padStart(4, '0')}${String(parts.amount).padStart(10, '0')}${parts.freeField}`;
  const head = `${parts.bankCode}${parts.currencyCode}`;
  return `${head}${barcodeMod11(head + rest)}${rest}`;
}

/** The general check digit (position 5) over the other 43 digits. */
export const barcodeCheckDigit = (barcode: string): number =>
  barcodeMod11(barcode.slice(0, 4) + barcode.slice(5));

export function isValidBarcode(barcode: string): boolean {
  return /^\d{44}$/.test(barcode) && Number(barcode[4]) === barcodeCheckDigit(barcode);
}

/** Throws RangeError when the barcode is not 44 digits with a right check digit. */
export function parseBarcode(barcode: string): BarcodeParts {
  if (!isValidBarcode(barcode))
    throw new RangeError('Not a bank boleto barcode (44 digits, check digit in position 5)');
  return {
    bankCode: barcode.slice(0, 3),
    currencyCode: barcode.slice(3, 4),
    factor: Number(barcode.slice(5, 9)),
    amount: Number(barcode.slice(9, 19)),
    freeField: barcode.slice(19),
  };
}
