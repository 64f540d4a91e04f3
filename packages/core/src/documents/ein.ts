import { normalizeDocument } from './normalize.ts';

// Union of every campus, Internet and SBA prefix listed by the IRS in "How EINs are assigned and
// valid EIN prefixes": https://www.irs.gov/businesses/small-businesses-self-employed/how-eins-are-assigned-and-valid-ein-prefixes
// Never assigned: 00, 07–09, 17–19, 28–29, 49, 69–70, 78–79, 89, 96–97.
const validPrefixRanges = [
  [1, 6],
  [10, 16],
  [20, 27],
  [30, 48],
  [50, 68],
  [71, 77],
  [80, 88],
  [90, 95],
  [98, 99],
] as const;

/** EINs have no checksum, so only the shape and the assigning-campus prefix can be checked. */
export function isValidEin(value: string): boolean {
  const digits = normalizeDocument(value);
  if (!/^\d{9}$/.test(digits)) return false;
  const prefix = Number(digits.slice(0, 2));
  return validPrefixRanges.some(([min, max]) => prefix >= min && prefix <= max);
}
