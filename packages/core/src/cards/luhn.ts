import { cardDigits } from './card-digits.ts';

/** Luhn sum with doubling starting at the rightmost digit (true) or the one left of it (false). */
function luhnSum(digits: string, doubleRightmost: boolean): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === (doubleRightmost ? 0 : 1)) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum;
}

export function isLuhnValid(number: string): boolean {
  const digits = cardDigits(number);
  return /^\d{2,}$/.test(digits) && luhnSum(digits, false) % 10 === 0;
}

/** The digit that, appended, makes the number Luhn-valid. */
export function luhnCheckDigit(partial: string): number {
  const digits = cardDigits(partial);
  if (!/^\d+$/.test(digits))
    throw new RangeError('Luhn check digits are computed over digits only');
  return (10 - (luhnSum(digits, true) % 10)) % 10;
}
