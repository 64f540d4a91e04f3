import { type Locale, localeFromLanguage, locales } from '@repasse/core/i18n/locale';

export const isLocale = (value: unknown): value is Locale =>
  typeof value === 'string' && (locales as readonly string[]).includes(value);

/** docs/product.md §4: the stored value wins; otherwise pt-BR when the browser language starts with "pt"; else en. */
export function initialLocale(stored: string | null, browserLanguage: string | undefined): Locale {
  return isLocale(stored) ? stored : localeFromLanguage(browserLanguage);
}
