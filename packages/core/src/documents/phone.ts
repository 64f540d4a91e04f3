import { type Country, countryInfo } from './country.ts';
import { onlyDigits } from './normalize.ts';

const phoneShape = /^\+?[\d\s().-]+$/;

/** Digits of the national number, or undefined when the value cannot be a phone of that country. */
function nationalDigits(country: Country, value: string): string | undefined {
  const trimmed = value.trim();
  if (!phoneShape.test(trimmed)) return undefined;
  const info = countryInfo[country];
  let digits = onlyDigits(trimmed);
  // People paste international numbers into the national field; a leading "+" must be this country's code.
  if (trimmed.startsWith('+')) {
    const dialDigits = onlyDigits(info.dialCode);
    if (!digits.startsWith(dialDigits)) return undefined;
    digits = digits.slice(dialDigits.length);
  }
  const { min, max } = info.phoneDigits;
  return digits.length >= min && digits.length <= max ? digits : undefined;
}

export function isValidPhone(country: Country, value: string): boolean {
  return nationalDigits(country, value) !== undefined;
}

/** Throws when the value is not a valid phone number for the country. */
export function toE164(country: Country, value: string): string {
  const digits = nationalDigits(country, value);
  if (digits === undefined) throw new RangeError(`Invalid ${country} phone number`);
  return `${countryInfo[country].dialCode}${digits}`;
}

/**
 * A buyer's phone as messaging providers want it (E.164), from what they typed at a checkout: an
 * international number as given ("+351 912 345 678"), otherwise a Brazilian one ("(11) 98765-4321").
 * Null when it is neither, so no SMS or WhatsApp is tried.
 */
export function buyerPhoneE164(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed || !phoneShape.test(trimmed)) return null;
  if (trimmed.startsWith('+')) {
    const digits = onlyDigits(trimmed);
    return digits.length >= 8 && digits.length <= 15 && !digits.startsWith('0')
      ? `+${digits}`
      : null;
  }
  return isValidPhone('BR', trimmed) ? toE164('BR', trimmed) : null;
}
