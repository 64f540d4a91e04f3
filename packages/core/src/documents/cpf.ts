import { normalizeDocument } from './normalize.ts';

function cpfDigits(value: string): string | undefined {
  const normalized = normalizeDocument(value);
  return /^\d{11}$/.test(normalized) ? normalized : undefined;
}

/** Weights run from `digits.length + 1` down to 2. */
function checkDigit(digits: readonly number[]): number {
  const sum = digits.reduce(
    (total, digit, index) => total + digit * (digits.length + 1 - index),
    0,
  );
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

export function isValidCpf(value: string): boolean {
  const digits = cpfDigits(value);
  // Repeated digits (000.000.000-00, 111.111.111-11…) satisfy the checksum but are never issued.
  if (digits === undefined || /^(\d)\1{10}$/.test(digits)) return false;
  const base = Array.from(digits.slice(0, 9), Number);
  const first = checkDigit(base);
  const second = checkDigit([...base, first]);
  return digits.endsWith(`${first}${second}`);
}

/** Formats 11 digits as `000.000.000-00`; throws when the input does not have that shape. */
export function formatCpf(value: string): string {
  const digits = cpfDigits(value);
  if (digits === undefined) throw new RangeError('A CPF has 11 digits');
  return `${digits.slice(0, 3)}.${digits.slice(3, 6)}.${digits.slice(6, 9)}-${digits.slice(9)}`;
}
