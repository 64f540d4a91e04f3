import { fallbackLocale, type Locale } from '@repasse/core/i18n/locale';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readStored, storageKeys, writeStored } from '../storage/local-store.ts';
import { initialLocale, isLocale } from './initial-locale.ts';
import { catalogues } from './resources.ts';

export const i18n = i18next.createInstance();

function applyLocaleToDocument(locale: Locale) {
  document.documentElement.lang = locale;
}

export function setupI18n(): Promise<unknown> {
  const locale = initialLocale(readStored(storageKeys.locale), navigator.language);
  applyLocaleToDocument(locale);
  return i18n.use(initReactI18next).init({
    lng: locale,
    fallbackLng: fallbackLocale,
    supportedLngs: ['en', 'pt-BR'],
    resources: {
      en: { translation: catalogues.en },
      'pt-BR': { translation: catalogues['pt-BR'] },
    },
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    returnNull: false,
  });
}

export const currentLocale = (): Locale =>
  isLocale(i18n.language) ? i18n.language : fallbackLocale;

/** Switches the UI language: re-renders, updates <html lang> and remembers the choice. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStored(storageKeys.locale, locale);
  applyLocaleToDocument(locale);
  await i18n.changeLanguage(locale);
}
