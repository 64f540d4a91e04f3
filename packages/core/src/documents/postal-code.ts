import type { Country } from './country.ts';
import { onlyDigits } from './normalize.ts';

const postalCodeShapes: Record<Country, RegExp> = {
  BR: /^\d{5}-?\d{3}$/,
  US: /^\d{5}(?:-?\d{4})?$/,
  PT: /^\d{4}-?\d{3}$/,
};

const formatters: Record<Country, (digits: string) => string> = {
  BR: (digits) => `${digits.slice(0, 5)}-${digits.slice(5)}`,
  US: (digits) => (digits.length === 5 ? digits : `${digits.slice(0, 5)}-${digits.slice(5)}`),
  PT: (digits) => `${digits.slice(0, 4)}-${digits.slice(4)}`,
};

export function isValidPostalCode(country: Country, value: string): boolean {
  return postalCodeShapes[country].test(value.trim());
}

/** Formats as `00000-000` (BR), `00000` / `00000-0000` (US) or `0000-000` (PT); throws when invalid. */
export function formatPostalCode(country: Country, value: string): string {
  if (!isValidPostalCode(country, value)) throw new RangeError(`Invalid ${country} postal code`);
  return formatters[country](onlyDigits(value));
}
