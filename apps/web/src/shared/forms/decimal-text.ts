import type { Locale } from '@repasse/core/i18n/locale';
import { type Cents, parseBRLInput } from '@repasse/core/money/cents';
import type { Percentage } from '@repasse/core/money/percentage';

/**
 * Forms keep amounts and percentages as the text a person types; these convert between that text
 * and what the API takes (integer centavos, percentages as decimal text with a dot).
 */

/** An amount typed in R$: undefined when blank, null when it cannot be read. */
export function centsFromText(text: string): Cents | null | undefined {
  if (text.trim() === '') return undefined;
  return parseBRLInput(text);
}

/** An amount to edit, without the currency and thousands separators: "1234,56" in pt-BR. */
export function centsToText(cents: Cents, locale: Locale): string {
  const sign = cents < 0 ? '-' : '';
  const magnitude = Math.abs(cents);
  const text = `${Math.trunc(magnitude / 100)}${locale === 'pt-BR' ? ',' : '.'}${String(magnitude % 100).padStart(2, '0')}`;
  return `${sign}${text}`;
}

/** "4,99" (pt-BR) or " 4.99 " become "4.99"; anything else is left for the schema to refuse. */
export function percentageFromText(text: string): string {
  const trimmed = text.trim();
  return /^\d+,\d+$/.test(trimmed) ? trimmed.replace(',', '.') : trimmed;
}

/** A percentage to edit: a comma in pt-BR. */
export const percentageToText = (p: Percentage, locale: Locale): string =>
  locale === 'pt-BR' ? p.replace('.', ',') : p;

/** A percentage to show, in the UI language: "4,99%" / "4.99%". */
export const formatPercentage = (p: Percentage, locale: Locale): string =>
  `${percentageToText(p, locale)}%`;
