import type { Cents } from '../money/cents.ts';
import { buildBarcode } from './barcode.ts';
import { dueDateFactor } from './due-date-factor.ts';
import { formatLinhaDigitavel, linhaFromBarcode } from './linha-digitavel.ts';

export type BoletoInput = {
  bankCode: string;
  /** "9" (reais) unless given. */
  currencyCode?: string;
  amount: Cents;
  /** YYYY-MM-DD, or null for a boleto without due date (factor 0000). */
  dueDate: string | null;
  /** The bank's 25-digit free field (agreement, our number, branch…). */
  freeField: string;
};

export type Boleto = {
  barcode: string;
  linhaDigitavel: string;
  formattedLinhaDigitavel: string;
};

export function buildBoleto(input: BoletoInput): Boleto {
  const barcode = buildBarcode({
    bankCode: input.bankCode,
    currencyCode: input.currencyCode ?? '9',
    factor: input.dueDate === null ? 0 : dueDateFactor(input.dueDate),
    amount: input.amount,
    freeField: input.freeField,
  });
  const linhaDigitavel = linhaFromBarcode(barcode);
  return { barcode, linhaDigitavel, formattedLinhaDigitavel: formatLinhaDigitavel(linhaDigitavel) };
}
