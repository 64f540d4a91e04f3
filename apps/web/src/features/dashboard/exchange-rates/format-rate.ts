import type { Locale } from '@repasse/core/i18n/locale';

const formatters = new Map<Locale, Intl.NumberFormat>();

/**
 * A rate as the server sends it ("5.3412", reais per unit) as R$ with its four places in the UI
 * language: "R$ 5,3412" / "R$5.3412". Intl reads the decimal text itself, so no float is made.
 */
export function formatRate(rate: string, locale: Locale): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'BRL',
      minimumFractionDigits: 4,
      maximumFractionDigits: 4,
    });
    formatters.set(locale, formatter);
  }
  return /^\d+\.\d{4}$/.test(rate) ? formatter.format(rate as `${number}`) : rate;
}
