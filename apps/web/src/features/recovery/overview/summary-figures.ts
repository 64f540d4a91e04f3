import type { Locale } from '@repasse/core/i18n/locale';

const percentFormatters = new Map<string, Intl.NumberFormat>();
const ratioFormatters = new Map<string, Intl.NumberFormat>();

function cached(
  map: Map<string, Intl.NumberFormat>,
  locale: Locale,
  options: Intl.NumberFormatOptions,
) {
  let formatter = map.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, options);
    map.set(locale, formatter);
  }
  return formatter;
}

/** "42%": how much of `whole` `part` is, whole percent; null when there is no whole to divide. */
export function shareText(part: number, whole: number, locale: Locale): string | null {
  if (whole <= 0) return null;
  return cached(percentFormatters, locale, { style: 'percent', maximumFractionDigits: 0 }).format(
    part / whole,
  );
}

/**
 * "12.5×" from the server's decimal string ("12.50"): R$ recovered per R$ spent. Null (no cost
 * in the period) stays null: there is nothing to divide by, which is not a return of zero.
 */
export function returnOnCostText(value: string | null, locale: Locale): string | null {
  if (value === null) return null;
  const ratio = Number(value);
  if (!Number.isFinite(ratio)) return null;
  // A ratio shown, never added up: a float is fine here.
  const text = cached(ratioFormatters, locale, { maximumFractionDigits: 2 }).format(ratio);
  return `${text}×`;
}
