import type { Locale } from '@repasse/core/i18n/locale';
import { formatPercentage } from '../../shared/forms/decimal-text.ts';
import type { TFunction } from '../../shared/i18n/texts.ts';

type Terms = { percentage: string; fixed: number };

/** "10.5000" → "10.5", "10.0000" → "10": the server keeps four places, people read fewer. */
export function trimPercentage(percentage: string): string {
  if (!percentage.includes('.')) return percentage;
  return percentage.replace(/0+$/, '').replace(/\.$/, '');
}

/** "10% + R$ 1,00", "10%", or "R$ 5,00" when the commission is a fixed amount only. */
export function commissionTermsText(
  terms: Terms,
  locale: Locale,
  money: (cents: number) => string,
): string {
  const percentage = trimPercentage(terms.percentage);
  const hasPercentage = percentage !== '0';
  if (!hasPercentage && terms.fixed > 0) return money(terms.fixed);
  const text = formatPercentage(percentage, locale);
  return terms.fixed > 0 ? `${text} + ${money(terms.fixed)}` : text;
}

/** The translation of a cookie window: a number of days, or for ever. */
export const cookieWindowText = (t: TFunction, cookieDays: number | null): string =>
  cookieDays === null
    ? t('affiliates.terms.cookiePermanent')
    : t('affiliates.terms.cookieDays', { count: cookieDays });
