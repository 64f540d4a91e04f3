import en from '../locales/en.json' with { type: 'json' };
import ptBR from '../locales/pt-BR.json' with { type: 'json' };
import type { Locale } from './locale.ts';
import { type Catalogue, interpolate, lookupText } from './texts.ts';

/** Messages shared by the server and the web app: validation and error codes. */
export const messageCatalogues: Record<Locale, Catalogue> = { en, 'pt-BR': ptBR };

export function hasMessage(key: string): boolean {
  return lookupText(messageCatalogues.en, key) !== undefined;
}

export function translate(
  locale: Locale,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template =
    lookupText(messageCatalogues[locale], key) ?? lookupText(messageCatalogues.en, key) ?? key;
  return interpolate(template, params);
}
