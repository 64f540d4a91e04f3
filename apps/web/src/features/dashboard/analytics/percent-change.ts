import { mulDivRoundHalfUp } from '@repasse/core/money/percentage';

/** How a figure moved against the previous period; `tenths` of a percent, rounded half up. */
export type PercentChange = { direction: 'up' | 'down' | 'flat'; tenths: number };

/**
 * (current − previous) ÷ previous, computed exactly on the integers; null when the previous
 * period had nothing (no percentage means anything then).
 */
export function percentChange(current: number, previous: number): PercentChange | null {
  if (previous === 0) return null;
  const tenths = mulDivRoundHalfUp(BigInt(current - previous), 1000n, BigInt(previous));
  const direction = current > previous ? 'up' : current < previous ? 'down' : 'flat';
  return { direction, tenths: Number(tenths) };
}

const formatters = new Map<string, Intl.NumberFormat>();

/** "+12.5%", "−3.0%", "0.0%" in the UI language. */
export function formatPercentChange({ tenths }: PercentChange, locale: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'percent',
      minimumFractionDigits: 1,
      maximumFractionDigits: 1,
      signDisplay: 'exceptZero',
    });
    formatters.set(locale, formatter);
  }
  // Already rounded to a tenth: the division only moves the decimal point for Intl.
  return formatter.format(tenths / 1000);
}

const rateFormatters = new Map<string, Intl.NumberFormat>();

/** A rate of the contract ("87.50", a decimal string) as "87.5%" in the UI language. */
export function formatRate(rate: string, locale: string): string {
  let formatter = rateFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 });
    rateFormatters.set(locale, formatter);
  }
  // Two places at most: the division only moves the decimal point for Intl.
  return formatter.format(Number(rate) / 100);
}
