import en from '../locales/en.json' with { type: 'json' };
import ptBR from '../locales/pt-BR.json' with { type: 'json' };
import type { Locale } from './locale.ts';

type Catalogue = { [key: string]: string | Catalogue };

/** Messages shared by the server and the web app: validation and error codes. */
export const messageCatalogues: Record<Locale, Catalogue> = { en, 'pt-BR': ptBR };

function lookup(catalogue: Catalogue, key: string): string | undefined {
  let node: string | Catalogue | undefined = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

export function hasMessage(key: string): boolean {
  return lookup(messageCatalogues.en, key) !== undefined;
}

export function translate(
  locale: Locale,
  key: string,
  params: Record<string, string | number> = {},
): string {
  const template =
    lookup(messageCatalogues[locale], key) ?? lookup(messageCatalogues.en, key) ?? key;
  return template.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? ''));
}
