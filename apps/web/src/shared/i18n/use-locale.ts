import { fallbackLocale, type Locale } from '@repasse/core/i18n/locale';
import { useTranslation } from 'react-i18next';
import { isLocale } from './initial-locale.ts';

/** The UI language; components using it re-render when it changes. */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return isLocale(i18n.language) ? i18n.language : fallbackLocale;
}
