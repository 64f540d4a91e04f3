import { mulDivRoundHalfUp, scaledPercentage } from '@repasse/core/money/percentage';

export type Direction = 'up' | 'down' | 'flat';

/** Tenths as signed decimal text: 125n -> "12.5", -3n -> "-0.3". */
function tenthsText(tenths: bigint): `${number}` {
  const magnitude = tenths < 0n ? -tenths : tenths;
  return `${tenths < 0n ? '-' : ''}${magnitude / 10n}.${magnitude % 10n}` as `${number}`;
}

export const directionOf = (current: number | bigint, previous: number | bigint): Direction =>
  current > previous ? 'up' : current < previous ? 'down' : 'flat';

/**
 * (current − previous) ÷ |previous| as a percentage with one place, rounded half up from exact
 * integers; null when there is nothing to compare with (previous is 0).
 */
export function percentChange(current: number, previous: number): `${number}` | null {
  if (previous === 0) return null;
  const magnitude = previous < 0 ? -previous : previous;
  return tenthsText(mulDivRoundHalfUp(BigInt(current - previous), 1000n, BigInt(magnitude)));
}

/**
 * The difference between two rates ("87.50") in percentage points with one place: comparing
 * rates by their own percentage change would read as a change of a change.
 */
export function pointsChange(current: string | null, previous: string | null): `${number}` | null {
  if (current === null || previous === null) return null;
  const difference = scaledPercentage(current) - scaledPercentage(previous);
  return tenthsText(mulDivRoundHalfUp(difference, 1n, 1000n));
}

export const rateDirection = (current: string | null, previous: string | null): Direction =>
  current === null || previous === null
    ? 'flat'
    : directionOf(scaledPercentage(current), scaledPercentage(previous));

/** Whether a rise is good news (a higher refund total is not); 'neither' for money merely held. */
export type Better = 'up' | 'down' | 'neither';
