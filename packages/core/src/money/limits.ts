import { z } from 'zod';

/**
 * The largest amounts any request may carry, in centavos. They keep every amount, and every sum
 * of them a seller could plausibly accumulate, far inside what a JavaScript number holds exactly
 * (2^53 − 1 centavos is about R$ 90 trillion): a balance or a list never fails on the amounts
 * stored. Platform settings may only lower them (the maximum charge, the withdrawal maximum).
 */
export const amountLimits = {
  /** One charge or product price: R$ 10,000,000.00; the platform's own maximum defaults lower. */
  charge: 1_000_000_000,
  /** One withdrawal request: R$ 10,000,000.00 (docs/product.md §9's larger reading). */
  withdrawal: 1_000_000_000,
  /** One recovery balance top-up: R$ 100,000.00. */
  topUp: 10_000_000,
  /** A fixed fee or price per message: R$ 10,000.00. */
  fee: 1_000_000,
} as const;

const maxSafe = BigInt(Number.MAX_SAFE_INTEGER);

/**
 * A sum read back from SQL (`numeric` or `bigint`, as text or number) as centavos. The contract's
 * limits make a sum beyond 2^53 − 1 unreachable in practice; should one ever appear it is held at
 * the largest exact value rather than failing the whole answer.
 */
export function centsFromSql(value: string | number | bigint | null | undefined): number {
  if (value === null || value === undefined) return 0;
  if (typeof value === 'number') {
    if (Number.isSafeInteger(value)) return value;
    return value > 0 ? Number.MAX_SAFE_INTEGER : -Number.MAX_SAFE_INTEGER;
  }
  const text = typeof value === 'bigint' ? value.toString() : value.trim();
  // numeric sums of integers come back as "123" or "123.0000".
  const whole = BigInt(text.includes('.') ? text.slice(0, text.indexOf('.')) || '0' : text);
  if (whole > maxSafe) return Number.MAX_SAFE_INTEGER;
  if (whole < -maxSafe) return -Number.MAX_SAFE_INTEGER;
  return Number(whole);
}

/** An amount in a request body: whole centavos from `min` up to an explicit maximum. */
export const boundedCents = (max: number, min = 0) =>
  z
    .number({ error: 'validation.required' })
    .int('validation.invalid')
    .min(min, min > 0 ? 'validation.amountTooSmall' : 'validation.invalid')
    .max(max, 'validation.amountTooLarge');
