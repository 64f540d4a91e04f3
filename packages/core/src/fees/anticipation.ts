import { assertCents, type Cents, centsFromBigInt } from '../money/cents.ts';
import { mulDivRoundHalfUp, type Percentage, scaledPercentage } from '../money/percentage.ts';

const dayMs = 86_400_000;

/**
 * A × anticipationFee × d / 3000, rounded half up (docs/money.md §7), where the fee is a
 * percentage per 30 days. Capped at A: a long wait at a high rate never leaves the seller owing.
 */
export function anticipationFeeFor(
  amount: Cents,
  days: number,
  anticipationFee: Percentage,
): Cents {
  assertCents(amount);
  if (amount < 0) throw new RangeError(`Cannot anticipate a negative amount: ${amount}`);
  if (!Number.isSafeInteger(days) || days < 0) throw new RangeError(`Not a day count: ${days}`);
  const fee = mulDivRoundHalfUp(
    BigInt(amount) * BigInt(days),
    scaledPercentage(anticipationFee),
    3000n * 10_000n,
  );
  return Math.min(centsFromBigInt(fee), amount);
}

/** Whole days from `from` to `to`, a started day counting as a whole one; 0 once `to` has passed. */
export function wholeDaysUntil(from: Date, to: Date): number {
  return Math.max(0, Math.ceil((to.getTime() - from.getTime()) / dayMs));
}

export type AnticipationItem = { amount: Cents; releaseAt: Date };
export type AnticipationTotals = { gross: Cents; fee: Cents; net: Cents };
export type AnticipatedItem<T extends AnticipationItem> = T & AnticipationTotals & { days: number };
export type AnticipationSimulation<T extends AnticipationItem> = {
  items: AnticipatedItem<T>[];
  totals: AnticipationTotals;
};

/** Each item's fee is rounded on its own; the totals are the sums of the items. */
export function simulateAnticipation<T extends AnticipationItem>(
  items: readonly T[],
  now: Date,
  anticipationFee: Percentage,
): AnticipationSimulation<T> {
  const totals: AnticipationTotals = { gross: 0, fee: 0, net: 0 };
  const simulated = items.map((item) => {
    const days = wholeDaysUntil(now, item.releaseAt);
    const fee = anticipationFeeFor(item.amount, days, anticipationFee);
    const net = item.amount - fee;
    totals.gross += item.amount;
    totals.fee += fee;
    totals.net += net;
    return { ...item, days, gross: item.amount, fee, net };
  });
  return { items: simulated, totals };
}
