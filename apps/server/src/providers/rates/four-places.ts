/**
 * A rate the provider sent as a JSON number with at most four decimals, as decimal text with
 * exactly four ("5.3412"). Scaled to an integer first: 5.3412 × 10⁴ is 53411.999…, and rounding
 * that to the nearest integer is exact, where formatting the float could carry its error.
 */
export function fourPlaces(value: number): string {
  const scaled = Math.round(value * 10_000);
  if (!Number.isFinite(value) || scaled <= 0 || !Number.isSafeInteger(scaled))
    throw new RangeError(`not a positive rate: ${value}`);
  const fraction = scaled % 10_000;
  return `${(scaled - fraction) / 10_000}.${String(fraction).padStart(4, '0')}`;
}
