import { z } from 'zod';
import { assertCents, type Cents, centsFromBigInt } from './cents.ts';

/** A percentage as decimal text with at most 4 places ("4.99", "0", "12.5"), like numeric(9,4). */
export type Percentage = string;

const percentagePattern = /^\d{1,5}(?:\.\d{1,4})?$/;

/** Percentages are scaled by 10⁴ so that every valid one is an exact integer. */
export const percentageScale = 10_000n;

export const isPercentage = (text: unknown): text is Percentage =>
  typeof text === 'string' && percentagePattern.test(text);

/** The percentage times 10⁴, exactly: "4.99" -> 49900n. */
export function scaledPercentage(p: Percentage): bigint {
  if (!isPercentage(p)) throw new RangeError(`Not a percentage: ${String(p)}`);
  const [whole = '0', fraction = ''] = p.split('.');
  return BigInt(whole) * percentageScale + BigInt(fraction.padEnd(4, '0'));
}

/** A percentage field from 0 to `max` (100 unless told). */
export const percentageField = (max: Percentage = '100') => {
  const limit = scaledPercentage(max);
  return z
    .string({ error: 'validation.required' })
    .trim()
    .min(1, { error: 'validation.required', abort: true })
    .regex(percentagePattern, { error: 'validation.percentage', abort: true })
    .refine((p) => !isPercentage(p) || scaledPercentage(p) <= limit, 'validation.percentageMax');
};

export const percentageSchema = percentageField();

/**
 * a × b / c rounded half up, exactly. Ties round away from zero, as PostgreSQL's round() does
 * for numeric, so a negative product mirrors a positive one.
 */
export function mulDivRoundHalfUp(a: bigint, b: bigint, c: bigint): bigint {
  if (c === 0n) throw new RangeError('Division by zero');
  let numerator = a * b;
  let divisor = c;
  if (divisor < 0n) {
    numerator = -numerator;
    divisor = -divisor;
  }
  const quotient = numerator / divisor;
  const remainder = numerator % divisor;
  const magnitude = remainder < 0n ? -remainder : remainder;
  if (2n * magnitude < divisor) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

/** amount × p / 100, rounded half up to a centavo (docs/money.md §2). */
export function pct(amount: Cents, p: Percentage): Cents {
  assertCents(amount);
  if (amount < 0) throw new RangeError(`pct of a negative amount: ${amount}`);
  return centsFromBigInt(
    mulDivRoundHalfUp(BigInt(amount), scaledPercentage(p), 100n * percentageScale),
  );
}
