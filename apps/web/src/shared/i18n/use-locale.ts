import type { Locale } from '@repasse/core/i18n/locale';
import { useSyncExternalStore } from 'react';
import { i18n } from './i18n.ts';

const subscribe = (listener: () => void) => i18n.subscribe(listener);
const shownLanguage = () => i18n.language;

/** The UI language; components using it re-render when it changes. */
export const useLocale = (): Locale =>
  useSyncExternalStore(subscribe, shownLanguage, shownLanguage);
