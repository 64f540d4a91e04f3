import { fallbackLocale, type Locale } from '@repasse/core/i18n/locale';
import { readStored, storageKeys, writeStored } from '../storage/local-store.ts';
import type { Catalogue } from './catalogue.ts';
import { initialLocale } from './initial-locale.ts';
import { type CataloguePart, loadCatalogue } from './resources.ts';
import { Texts } from './texts.ts';

/** The language being shown, known before its texts load (screens may start loading first). */
let activeLocale: Locale = initialLocale(readStored(storageKeys.locale), navigator.language);

export const i18n = new Texts(activeLocale, fallbackLocale);

function applyLocaleToDocument(locale: Locale) {
  document.documentElement.lang = locale;
}

let markStarted: () => void = () => {};
const started = new Promise<void>((resolve) => {
  markStarted = resolve;
});

/** Shows a language with those texts (also the page drawn at build time, src/app/prerender). */
export function startI18n(locale: Locale, catalogue: Catalogue): void {
  i18n.add(locale, catalogue);
  i18n.setLanguage(locale);
}

/** Loads the `start` texts of the initial language; the rest loads when needed. */
export async function setupI18n(): Promise<void> {
  applyLocaleToDocument(activeLocale);
  startI18n(activeLocale, await loadCatalogue(activeLocale, 'start'));
  markStarted();
}

type LaterPart = Exclude<CataloguePart, 'start'>;

/** The parts beyond `start` that screens asked for, loaded again for a language switched to. */
const partsWanted = new Set<LaterPart>();
const partLoads = new Map<string, Promise<void>>();

function loadPart(locale: Locale, part: LaterPart): Promise<void> {
  const key = `${locale}:${part}`;
  let load = partLoads.get(key);
  if (!load) {
    load = Promise.all([loadCatalogue(locale, part), started]).then(
      ([texts]) => {
        i18n.add(locale, texts);
      },
      (error: unknown) => {
        partLoads.delete(key);
        throw error;
      },
    );
    partLoads.set(key, load);
  }
  return load;
}

function loadParts(parts: LaterPart[]): Promise<void> {
  for (const part of parts) partsWanted.add(part);
  return Promise.all(parts.map((part) => loadPart(activeLocale, part))).then(() => {});
}

/** The texts of the signed-in layout and the dashboard, which wait for them (router.tsx). */
export const loadAppTexts = (): Promise<void> => loadParts(['app']);

/**
 * The texts of every screen: /auth and the hosted checkout start with those they use
 * (resources.ts); the other screens and the registration wizard wait for these.
 */
export const loadAllTexts = (): Promise<void> => loadParts(['app', 'rest']);

export const currentLocale = (): Locale => i18n.language;

/** Switches the UI language: re-renders, updates <html lang> and remembers the choice. */
export async function changeLocale(locale: Locale): Promise<void> {
  writeStored(storageKeys.locale, locale);
  activeLocale = locale;
  if (!i18n.has(locale)) i18n.add(locale, await loadCatalogue(locale, 'start'));
  await Promise.all([...partsWanted].map((part) => loadPart(locale, part)));
  applyLocaleToDocument(locale);
  i18n.setLanguage(locale);
}
