import { normalizeDocument } from './normalize.ts';

function nineDigits(value: string): string | undefined {
  const normalized = normalizeDocument(value);
  return /^\d{9}$/.test(normalized) ? normalized : undefined;
}

/** Weights 9..2 over the first 8 digits; a check of 10 or 11 becomes 0. */
function hasValidCheckDigit(digits: string): boolean {
  const values = Array.from(digits, Number);
  const sum = values.slice(0, 8).reduce((total, digit, index) => total + digit * (9 - index), 0);
  const check = 11 - (sum % 11);
  return (check >= 10 ? 0 : check) === values[8];
}

/** Individuals: residents start with 1, 2 or 3; non-residents with 45. */
export function isValidNif(value: string): boolean {
  const digits = nineDigits(value);
  return digits !== undefined && /^(?:[123]|45)/.test(digits) && hasValidCheckDigit(digits);
}

/** Companies: 5 collective persons, 6 public bodies, 8 sole traders, 9 irregular entities. */
export function isValidNipc(value: string): boolean {
  const digits = nineDigits(value);
  return digits !== undefined && /^[5689]/.test(digits) && hasValidCheckDigit(digits);
}
