import { mulDivRoundHalfUp } from '@repasse/core/money/percentage';

/**
 * part ÷ whole as a percentage with two places, rounded half up, computed exactly ("87.50");
 * null when the whole is zero (nothing to compare with).
 */
export function rateOf(part: number, whole: number): string | null {
  if (whole === 0) return null;
  const hundredths = mulDivRoundHalfUp(BigInt(part), 10_000n, BigInt(whole));
  const sign = hundredths < 0n ? '-' : '';
  const magnitude = hundredths < 0n ? -hundredths : hundredths;
  return `${sign}${magnitude / 100n}.${(magnitude % 100n).toString().padStart(2, '0')}`;
}

/** total ÷ count in whole centavos, rounded half up; 0 without any. */
export const averageOf = (total: number, count: number) =>
  count === 0 ? 0 : Number(mulDivRoundHalfUp(BigInt(total), 1n, BigInt(count)));
