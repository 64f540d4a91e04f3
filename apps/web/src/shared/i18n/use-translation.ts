import { i18n } from './i18n.ts';
import type { TFunction } from './texts.ts';
import { useLocale } from './use-locale.ts';

/**
 * The translator of the language shown. It is a new function when the language changes, so
 * memoised values built with it are rebuilt.
 */
export function useTranslation(): { t: TFunction } {
  return { t: i18n.translatorFor(useLocale()) };
}
